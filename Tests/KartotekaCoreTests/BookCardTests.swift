import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("QR book card")
struct BookCardTests {
    @Test func readsTheOriginalCard() throws {
        let card = BookCard(parsing: try Fixture.text("seed/qr-book-card.txt"))
        #expect(card.warnings.isEmpty)
        #expect(card.fields[.isbn] == "978-5-17-079585-7")
        #expect(card.fields[.authorSurname] == "Лермонтов")
        #expect(card.fields[.authorInitials] == "М. Ю.")
        #expect(card.fields[.title] == "Герой нашего времени")
        #expect(card.fields[.publisher] == "АСТ")
        #expect(card.fields[.city] == "Москва")
        #expect(card.fields[.year] == "2018")
        #expect(card.fields[.pages] == "414")
        #expect(card.fields[.price] == "254")
        #expect(card.fields[.bbk] == "84(2Рос=Рус)1")
        #expect(card.fields[.authorSign] == "Л49")
    }

    @Test func writesTheOriginalCardBackByteForByte() throws {
        let original = try Fixture.text("seed/qr-book-card.txt")
        let title = try BookCard(parsing: original).titleDraft.validated()
        #expect(BookCard(title: title).text() == original.trimmingCharacters(in: .newlines))
    }

    @Test func roundTripsWithAnInventoryNumber() throws {
        let title = try BookCard(parsing: try Fixture.text("seed/qr-book-card.txt")).titleDraft.validated()
        let card = BookCard(title: title, inventoryNumber: InventoryNumber(unchecked: "12345"))
        let text = card.text(lineEnding: "\n")
        #expect(text.hasSuffix("Инвентарный номер: 12345"))
        let reread = BookCard(parsing: text)
        #expect(reread == card)
        #expect(reread.inventoryNumber == "12345")
    }

    @Test func valuesMayContainColons() {
        let card = BookCard(parsing: "Название книги: Война и мир: том 1\nББК: 84(2Рос=Рус)1:2\n")
        #expect(card.fields[.title] == "Война и мир: том 1")
        #expect(card.fields[.bbk] == "84(2Рос=Рус)1:2")
        let written = BookCard(parsing: card.text())
        #expect(written.fields == card.fields)
    }

    @Test func acceptsLFCRLFAndStrayWhitespace() {
        let lf = BookCard(parsing: "ISBN: 978-5-17-079585-7\nНазвание книги:  Герой нашего времени  \n\n")
        let crlf = BookCard(parsing: "\u{FEFF}ISBN: 978-5-17-079585-7\r\n  название   книги : Герой нашего времени\r\n")
        #expect(lf.fields == crlf.fields)
        #expect(lf.warnings.isEmpty && crlf.warnings.isEmpty)
    }

    @Test func keepsUnknownKeysAsWarnings() {
        let card = BookCard(parsing: "Название книги: Азбука\nСерия: Школьная библиотека\nбез двоеточия\nНазвание книги: Букварь")
        #expect(card.fields[.title] == "Букварь")
        #expect(card.warnings == [
            .unknownKey(line: 2, key: "Серия", value: "Школьная библиотека"),
            .lineWithoutColon(line: 3, text: "без двоеточия"),
            .repeatedKey(line: 4, key: "Название книги"),
        ])
        #expect(card.warnings[0].message.russian.contains("Серия"))
    }

    @Test func emptyTextIsAnEmptyCard() {
        #expect(BookCard(parsing: "").isEmpty)
        #expect(BookCard(parsing: "\r\n\n").warnings.isEmpty)
    }
}
