import Foundation
import Testing
import KartotekaCore
import KartotekaExchange

@Suite("IRBIS export through the store (golden files)")
struct ExportGoldenTests {
    @Test func theLermontovBookMatchesTheWorkedExample() throws {
        let library = try ExchangeFixture()
        try library.configure()
        let added = try library.addLermontov()
        let utf8 = try library.exporter.exportFile(.titles(.ids([added.record.id])), format: .text, encoding: .utf8)
        let expected = try ExchangeFixture.bytes("irbis/example-book-lermontov.txt")
        #expect(String(decoding: utf8.bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n"))
        let cp1251 = try library.exporter.exportFile(.titles(.ids([added.record.id])), format: .text)
        #expect(cp1251.bytes == (try ExchangeFixture.bytes("irbis/example-book-lermontov.cp1251-crlf.txt")))
        #expect(cp1251.mediaType == "text/plain; charset=windows-1251")
        #expect(cp1251.fileName == "kartoteka-ibis-\(added.record.id)-2024-01-15.txt")
        #expect(cp1251.diagnostics.isEmpty)
    }

    @Test func aReaderWithAnOpenLoanMatchesTheWorkedExample() throws {
        let library = try ExchangeFixture()
        try library.configure()
        _ = try library.addLermontov()
        try library.addIvanov()
        _ = try library.store.lend(InventoryNumber(unchecked: "12345"), to: TicketNumber(unchecked: "000123"), dueOn: nil)
        let file = try library.exporter.exportFile(.readers(.tickets([TicketNumber(unchecked: "000123")])), format: .text)
        #expect(file.bytes == (try ExchangeFixture.bytes("irbis/example-reader-with-loan.cp1251-crlf.txt")))
        let book = try library.exporter.exportFile(.titles(.all), format: .text, encoding: .utf8)
        #expect(String(decoding: book.bytes, as: UTF8.self).contains("#910: ^A1^B12345^C20240115^DАБ^E254.00"))
    }

    @Test func changesSinceADayAreSelected() throws {
        let library = try ExchangeFixture()
        _ = try library.addLermontov()
        library.clock.advance(days: 10)
        _ = try library.store.addTitle(Title(title: "Азбука"), copies: [])
        let since = ExchangeFixture.instant(2024, 1, 20, 0)
        let file = try library.exporter.exportFile(.titles(.changedSince(since)), format: .text, encoding: .utf8)
        #expect(file.recordCount == 1)
        #expect(String(decoding: file.bytes, as: UTF8.self).contains("Азбука"))
        #expect(try library.exporter.exportFile(.titles(.all), format: .text).recordCount == 2)
        // A copy lent since: its title goes too, so that IRBIS's 910^A says it is out, as the readers' file does.
        try library.addIvanov()
        _ = try library.store.lend(InventoryNumber(unchecked: "12345"), to: TicketNumber(unchecked: "000123"), dueOn: nil)
        let lent = try library.exporter.exportFile(.titles(.changedSince(since)), format: .text, encoding: .utf8)
        #expect(lent.recordCount == 2 && String(decoding: lent.bytes, as: UTF8.self).contains("^A1^B12345"))
    }

    @Test func aCharacterCP1251LacksIsNamedNotWrittenAsAQuestionMark() throws {
        let library = try ExchangeFixture()
        _ = try library.store.addTitle(Title(title: "Книга 📚 с эмодзи"), copies: [])
        _ = try library.store.addTitle(Title(title: "Обычная книга"), copies: [])
        let file = try library.exporter.exportFile(.titles(.all), format: .text)
        #expect(!file.bytes.contains(UInt8(ascii: "?")))
        #expect(file.recordCount == 1)
        let problem = try #require(file.diagnostics.first { $0.severity == .error })
        #expect(problem.record == 1 && problem.tag == 200)
        #expect(problem.message.russian.contains("📚"))
        #expect(try library.exporter.exportFile(.titles(.all), format: .text, encoding: .utf8).recordCount == 2)
    }
}
