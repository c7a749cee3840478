import Testing
import KartotekaCore
@testable import KartotekaLabels

@Suite("Reader card text")
struct ReaderCardTests {
    @Test func writesKeyValueLines() {
        let card = ReaderCard(ticketNumber: TicketNumber(unchecked: "000123"), readerName: " Иванов  Иван Иванович ",
                              libraryName: "Библиотека школы № 5")
        #expect(card.text() == "Читательский билет: 000123\r\nЧитатель: Иванов Иван Иванович\r\nБиблиотека: Библиотека школы № 5")
        #expect(ReaderCard(ticketNumber: TicketNumber(unchecked: "7"), readerName: "Петров П.").text(lineEnding: "\n")
                == "Читательский билет: 7\nЧитатель: Петров П.")
    }

    @Test func readsItsOwnTextAndEnglishKeys() {
        let card = ReaderCard(ticketNumber: TicketNumber(unchecked: "000123"), readerName: "Иванов Иван")
        #expect(ReaderCard(parsing: card.text()) == card)
        let english = ReaderCard(parsing: "Reader ticket: A-17\nReader: Anna Smith\nLibrary: Town library")
        #expect(english?.ticketNumber.rawValue == "A-17")
        #expect(english?.readerName == "Anna Smith")
        #expect(english?.libraryName == "Town library")
    }

    @Test func needsAValidTicketLine() {
        #expect(ReaderCard(parsing: "Читатель: Иванов") == nil)
        #expect(ReaderCard(parsing: "Читательский билет: два слова") == nil)
        #expect(ReaderCard(parsing: "ISBN: 978-5-17-079585-7") == nil)
    }
}
