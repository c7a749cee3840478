import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("What a scanned code means")
struct ScanMeaningTests {
    @Test func readsCardsISBNsLabelsAndTickets() throws {
        let card = try Fixture.text("seed/qr-book-card.txt")
        guard case .bookCard(let found) = ScanMeaning(text: card, symbology: "qr") else { Issue.record("not a book card"); return }
        #expect(found.fields[.title] == "Герой нашего времени")
        guard case .copyLabel(let number, let labelCard) = ScanMeaning(text: card + "\r\nИнвентарный номер: 12345", symbology: "qr") else {
            Issue.record("not a copy label"); return
        }
        #expect(number.rawValue == "12345" && labelCard.fields[.title] == "Герой нашего времени")
        #expect(ScanMeaning(text: "9785170795857", symbology: "ean13") == .isbn(try ISBN(parsing: "9785170795857")))
        #expect(ScanMeaning(text: "978-5-17-079585-7", symbology: "text") == .isbn(try ISBN(parsing: "9785170795857")))
        #expect(ScanMeaning(text: "ISBN: 978-5-17-079585-7", symbology: "text") == .isbn(try ISBN(parsing: "9785170795857")),
                "a pasted ISBN with its label is looked up, not taken for a card")
        #expect(ScanMeaning(text: "12345", symbology: "code128") == .labelNumber(try #require(LabelNumber("12345"))))
        #expect(ScanMeaning(text: "INV-7", symbology: "text") == .labelNumber(try #require(LabelNumber("INV-7"))))
        #expect(ScanMeaning(text: "Читательский билет: 000123\r\nЧитатель: Иванов Иван", symbology: "qr")
            == .readerTicket(TicketNumber(unchecked: "000123")))
        #expect(ScanMeaning(text: "4607001234567", symbology: "ean13") == .unrecognised("4607001234567"))
        #expect(ScanMeaning(text: "https://example.com", symbology: "qr") == .unrecognised("https://example.com"))
    }

    @Test("a reader's ticket label: its QR card outranks the ticket's barcode beside it")
    func aReaderTicketLabelIsTheReader() throws {
        let label = [ScanMeaning(text: "000123", symbology: "Code 128"),
                     ScanMeaning(text: "Читательский билет: 000123\r\nЧитатель: Иванов Иван", symbology: "QR")]
        #expect(label.min { $0.priority < $1.priority } == .readerTicket(TicketNumber(unchecked: "000123")))
        #expect(LabelNumber("000123")?.ticketNumber == TicketNumber(unchecked: "000123"))
        #expect(LabelNumber("4607001234567") == nil && LabelNumber("hello world") == nil)
    }

    /// A Code 128 label is the library's own: its number is a copy's or a reader's even when it
    /// passes an ISBN's check (a book's ISBN comes as an EAN-13).
    @Test func aCode128NumberIsALabelEvenWhenItPassesAnISBNCheck() throws {
        #expect(ScanMeaning(text: "2024000010", symbology: "Code 128") == .labelNumber(try #require(LabelNumber("2024000010"))))
        #expect(ScanMeaning(text: "2024000010", symbology: "text") == .isbn(try ISBN(parsing: "2024000010")))
    }
}
