import Foundation
import Testing
import KartotekaCore
import KartotekaExchange
import KartotekaTestSupport

@Suite("IRBIS and RUSMARC import into the store")
struct ImportTests {
    @Test func loadsTheNationalLibraryRUSMARCFile() throws {
        let library = try ExchangeFixture()
        let bytes = try ExchangeFixture.bytes("irbis/nlr-rusmarc.cp1251.iso")
        var progress: [Int] = []
        let report = try library.importer.run(bytes, source: .rusmarcISO, batchSize: 20) { done, _ in progress.append(done) }
        #expect(report.recordsRead == 81)
        #expect(report.outcome.titlesAdded + report.outcome.titlesSkipped == 81)
        #expect(report.outcome.titlesAdded >= 79)
        #expect(progress == [20, 40, 60, 80, 81])
        let found = try library.store.listTitles(CatalogQuery(text: "Туризм история"))
        #expect(found.items.map(\.record.title.title).contains("Туризм: история и современность"))
        let again = try library.importer.run(bytes, source: .rusmarcISO)
        #expect(again.outcome.titlesAdded == 0, "a second import of the same file adds nothing")
        #expect(again.outcome.titlesSkipped == 81)
    }

    @Test func loadsRealIRBISTextRecords() throws {
        let library = try ExchangeFixture()
        let report = try library.importer.run(try ExchangeFixture.bytes("irbis/real-records.utf8.txt"), source: .irbisText)
        #expect(report.recordsRead == 3)
        #expect(report.outcome.titlesAdded == 3)
        let withBOM = try library.importer.run(try ExchangeFixture.bytes("irbis/real-record-with-bom.utf8.txt"), source: .irbisText)
        #expect(withBOM.recordsRead >= 1)
        #expect(withBOM.outcome.titlesAdded + withBOM.outcome.titlesSkipped == withBOM.recordsRead)
    }

    @Test func aDryRunReportsButStoresNothing() throws {
        let library = try ExchangeFixture()
        let report = try library.importer.run(try ExchangeFixture.bytes("irbis/nlr-rusmarc.cp1251.iso"), source: .rusmarcISO, dryRun: true)
        #expect(report.dryRun && report.outcome.titlesAdded >= 79)
        #expect(try library.store.listTitles(CatalogQuery()).items.isEmpty)
    }

    @Test func exportThenImportRoundTripsTitlesCopiesReadersAndLoans() throws {
        let source = try ExchangeFixture()
        try source.configure()
        _ = try source.addLermontov()
        _ = try source.store.addCopy(Copy(inventoryNumber: InventoryNumber(unchecked: "12346"), storagePlace: "ЧЗ", barcode: "B-12346"),
                                     to: TitleID(1))
        try source.addIvanov()
        _ = try source.store.lend(InventoryNumber(unchecked: "12345"), to: TicketNumber(unchecked: "000123"), dueOn: nil)
        for format in IRBISFileFormat.allCases {
            let catalogue = try source.exporter.exportFile(.titles(.all), format: format)
            let readers = try source.exporter.exportFile(.readers(.all), format: format)
            let target = try ExchangeFixture()
            let importedTitles = try target.importer.run(catalogue.bytes, source: format == .text ? .irbisText : .irbisISO)
            #expect(importedTitles.outcome.titlesAdded == 1 && importedTitles.outcome.copiesAdded == 2)
            let importedReaders = try target.importer.run(readers.bytes, source: format == .text ? .irbisText : .irbisISO)
            #expect(importedReaders.outcome.readersAdded == 1 && importedReaders.outcome.loansAdded == 1, "\(importedReaders.outcome)")
            let original = try source.store.title(TitleID(1))
            let copy = try target.store.title(TitleID(1))
            #expect(copy.record.title == original.record.title)
            #expect(copy.copies.map(\.record.copy) == original.copies.map(\.record.copy))
            #expect(try target.store.reader(TicketNumber(unchecked: "000123")).record.reader
                == source.store.reader(TicketNumber(unchecked: "000123")).record.reader)
            let loan = try #require(try target.store.copy(InventoryNumber(unchecked: "12345")).openLoan)
            #expect(loan.dueOn == Day(year: 2024, month: 1, day: 29) && loan.issuedAt == ExchangeFixture.instant(2024, 1, 15, 14, 30))
        }
    }

    @Test func duplicatePoliciesSkipUpdateOrAddCopies() throws {
        let library = try ExchangeFixture()
        _ = try library.addLermontov()
        let file = """
            #920: PAZK
            #10: ^A978-5-17-079585-7
            #700: ^AЛермонтов^BМ. Ю.
            #200: ^AГерой нашего времени^Eроман
            #910: ^A0^B12345^DАБ
            #910: ^A0^B20001^DЧЗ
            *****

            """
        let bytes = Array(file.utf8)
        let skipped = try library.importer.run(bytes, source: .irbisText, duplicates: .skip)
        #expect(skipped.outcome.titlesSkipped == 1 && skipped.outcome.copiesAdded == 0)
        let copies = try library.importer.run(bytes, source: .irbisText, duplicates: .addCopies)
        #expect(copies.outcome.copiesAdded == 1 && copies.outcome.copiesSkipped == 1)
        #expect(try library.store.title(TitleID(1)).record.title.subtitle == "")
        let updated = try library.importer.run(bytes, source: .irbisText, duplicates: .update)
        #expect(updated.outcome.titlesUpdated == 1)
        #expect(try library.store.title(TitleID(1)).record.title.subtitle == "роман")
        #expect(try library.store.title(TitleID(1)).copies.count == 2)
    }

    /// The volumes of a set without ISBN are the same edition but for the volume: each stays a
    /// title of its own with its copies.
    @Test func theVolumesOfASetWithoutISBNStayApart() throws {
        let library = try ExchangeFixture()
        let volume = { (number: Int, inventory: String) in """
            #920: PAZK
            #700: ^AТолстой^BЛ. Н.
            #200: ^AСобрание сочинений^VТ. \(number)
            #210: ^AМосква^CХудожественная литература^D1958
            #910: ^A0^B\(inventory)^DАБ
            *****

            """ }
        let report = try library.importer.run(Array((volume(1, "501") + volume(2, "502")).utf8), source: .irbisText, duplicates: .skip)
        #expect(report.outcome.titlesAdded == 2 && report.outcome.titlesSkipped == 0 && report.outcome.copiesAdded == 2, "\(report.outcome)")
    }

    @Test func problemRecordsAreReportedByNumberAndTheRestLoads() throws {
        let library = try ExchangeFixture()
        let file = """
            #920: PAZK
            #200: ^AПервая
            #910: ^A0^B1
            *****
            #920: PAZK
            #210: ^DБез заглавия
            *****
            #920: RDR
            #10: Петров
            #11: Пётр
            #30: R-1
            #32: petrov@
            *****
            #920: PAZK
            #200: ^AТретья
            #910: ^A0^B1
            *****

            """
        let report = try library.importer.run(Array(file.utf8), source: .irbisText)
        #expect(report.recordsRead == 4)
        #expect(report.outcome.titlesAdded == 1)
        #expect(report.diagnostics.contains { $0.record == 2 })
        #expect(report.diagnostics.contains { $0.record == 3 && $0.message.russian.contains("petrov@") })
        // Record 4 holds inventory number 1, which record 1 brought: it is taken for the same book.
        #expect(report.outcome.titlesSkipped == 1)
    }

    /// NUL and other control characters from a file are taken out on the way in (PostgreSQL would
    /// refuse the NUL), each field noted in the report; the records load on both databases.
    @Test(arguments: StoreFactory.all)
    func controlCharactersAreTakenOutAndNoted(factory: StoreFactory) throws {
        let clock = FixedClock(ExchangeFixture.instant(2024, 1, 15))
        let store = try factory.make(clock)
        let file = "#920: PAZK\n#700: ^AЛер\u{0}монтов\n#200: ^AГерой\u{1B} нашего времени\n#910: ^A0^B77\n*****\n"
            + "#920: RDR\n#10: Пет\u{0}ров\n#11: Пётр\n#30: R-1\n*****\n"
        let report = try IRBISImportService(store: store, clock: clock, calendar: .utc).run(Array(file.utf8), source: .irbisText)
        #expect(report.outcome.titlesAdded == 1 && report.outcome.readersAdded == 1, "\(report.diagnostics.map(\.message.english))")
        let noted = report.diagnostics.filter { $0.problem == .controlCharactersRemoved }
        #expect(noted.map(\.record) == [1, 1, 2] && noted.map(\.tag) == [700, 200, 10])
        #expect(noted.allSatisfy { $0.severity == .warning })
        let title = try #require(store.listTitles(CatalogQuery()).items.first)
        #expect(title.record.title.title == "Герой нашего времени" && title.record.title.authorLine.hasPrefix("Лермонтов"))
        #expect(try store.reader(TicketNumber(validating: "R-1")).record.reader.surname == "Петров")
    }

    /// A UTF-8 file imported as Windows-1251 (as asked) is read so, with a warning that the
    /// letters are likely garbled.
    @Test func aUTF8FileReadAsWindows1251IsWarnedOf() throws {
        let library = try ExchangeFixture()
        let file = "#920: PAZK\n#200: ^AГерой нашего времени\n#910: ^A0^B78\n*****\n"
        let report = try library.importer.run(Array(file.utf8), source: .irbisText, encoding: .windows1251)
        #expect(report.diagnostics.first?.problem == .looksLikeUTF8, "\(report.diagnostics.map(\.message.english))")
        let plain = try ExchangeFixture().importer.run(Array(file.utf8), source: .irbisText)
        #expect(!plain.diagnostics.contains { $0.problem == .looksLikeUTF8 })
    }

    @Test("an empty record counts, so the reader's and the mapping's messages name the same record")
    func numbersCountEmptyRecords() throws {
        let library = try ExchangeFixture()
        let file = """
            *****
            #920: RDR
            #10: Петров
            #11: Пётр
            #30: R-1
            #32: petrov@
            *****

            """
        let report = try library.importer.run(Array(file.utf8), source: .irbisText)
        #expect(report.diagnostics.contains { $0.record == 1 })
        #expect(report.diagnostics.contains { $0.record == 2 && $0.message.russian.contains("petrov@") })
    }
}
