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

    /// A copy whose number prints like one the library has (the file's Latin `A12` beside a
    /// Cyrillic `А12`) is imported with the number IRBIS gave it: the desk refuses such a number
    /// when it is typed, an import takes the other program's fund as it is.
    @Test func anImportKeepsANumberThatPrintsLikeAnotherCopys() throws {
        let source = try ExchangeFixture()
        try source.configure()
        _ = try source.addLermontov()
        _ = try source.store.addCopy(Copy(inventoryNumber: InventoryNumber(unchecked: "A12"), storagePlace: "ЧЗ"), to: TitleID(1))
        let target = try ExchangeFixture()
        try target.configure()
        let alphabet = try target.store.addTitle(Title(title: "Азбука"),
                                                 copies: [Copy(inventoryNumber: InventoryNumber(unchecked: "А12"), storagePlace: "АБ")])
        let report = try target.importer.run(try source.exporter.exportFile(.titles(.all), format: .text).bytes, source: .irbisText)
        #expect(report.outcome.copiesAdded == 2 && report.outcome.problems.isEmpty, "\(report.outcome)")
        #expect(try target.store.copy(InventoryNumber(unchecked: "A12")).record.titleID != alphabet.record.id)
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
            // The shelf code the export made from the pattern is the imported title's own from now on.
            var expected = original.record.title
            expected.irbisShelfCode = "84(2Рос=Рус)1/Л49-12345"
            #expect(copy.record.title == expected)
            if format == .text {
                let again = CP1251.decode(try target.exporter.exportFile(.titles(.all), format: format).bytes)
                #expect(again.contains("#903: 84(2Рос=Рус)1/Л49-12345\r\n"), "exported again, the same shelf code")
            }
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

    /// The shelf code an IRBIS record comes with goes back to IRBIS as it came: loans there
    /// point to it, and an import matching on it finds the record again.
    @Test func theShelfCodeGoesBackAsItCame() throws {
        let library = try ExchangeFixture()
        try library.configure()
        let record = "#920: PAZK\n#700: ^AАйтматов^BЧ.\n#200: ^AПлаха\n#621: 84(2)\n#903: 84(2)/А47-609588\n#910: ^A0^B12345^DАБ\n*****\n"
        #expect(try library.importer.run(Array(record.utf8), source: .irbisText, encoding: .utf8).outcome.titlesAdded == 1)
        let exported = CP1251.decode(try library.exporter.exportFile(.titles(.all), format: .text).bytes)
        #expect(exported.contains("#903: 84(2)/А47-609588\r\n"), "\(exported)")
        #expect(try library.store.title(TitleID(1)).record.title.irbisShelfCode == "84(2)/А47-609588")
    }

    /// A loan without a day of issue is not imported, and the report says so by its copy.
    @Test func aLoanLeftOutIsNamed() throws {
        let library = try ExchangeFixture()
        let file = "#920: PAZK\n#200: ^AПлаха\n#903: 84/А47-1\n#910: ^A1^B12345^DАБ\n*****\n"
            + "#920: RDR\n#10: Петров\n#11: Пётр\n#30: R-1\n#17: +7 900 555-66-77\n#40: ^A84/А47-1^B12345^F******\n*****\n"
        let report = try library.importer.run(Array(file.utf8), source: .irbisText, encoding: .utf8)
        #expect(report.outcome.readersAdded == 1)
        #expect(report.diagnostics.contains { $0.record == 2 && $0.message.russian.contains("выдача экземпляра 12345 не загружена") },
                "\(report.diagnostics)")
    }

    /// A reprint under the same ISBN is another IRBIS record (another shelf code): skipped, its new
    /// copies are named in the report; updating, they join the title and its description stays.
    @Test func aReprintUnderTheSameISBNLosesNoCopyWithoutAWord() throws {
        let library = try ExchangeFixture()
        let first = "#920: PAZK\n#10: ^A978-5-17-079585-7^D254.00\n#700: ^AЛермонтов^BМ. Ю.\n#200: ^AГерой нашего времени\n#210: ^D2018\n"
            + "#903: 84/Л49-100\n#910: ^A0^B100^DАБ\n*****\n"
        #expect(try library.importer.run(Array(first.utf8), source: .irbisText, encoding: .utf8).outcome.titlesAdded == 1)
        let reprint = "#920: PAZK\n#10: ^A978-5-17-079585-7^D310.00\n#700: ^AЛермонтов^BМ. Ю.\n#200: ^AГерой нашего времени\n#210: ^D2020\n"
            + "#903: 84/Л49-200\n#910: ^A0^B200^DАБ\n*****\n"
        let skipped = try library.importer.run(Array(reprint.utf8), source: .irbisText, encoding: .utf8)
        #expect(skipped.outcome.copiesAdded == 0 && skipped.outcome.problems.count == 1)
        #expect(skipped.outcome.problems.first?.message.russian.contains("200") == true, "\(skipped.outcome.problems)")
        let updated = try library.importer.run(Array(reprint.utf8), source: .irbisText, encoding: .utf8, duplicates: .update)
        #expect(updated.outcome.copiesAdded == 1 && updated.outcome.titlesUpdated == 0)
        let title = try library.store.title(TitleID(1))
        #expect(title.record.title.year == 2018 && title.record.title.irbisShelfCode == "84/Л49-100" && title.copies.count == 2)
        #expect(title.record.title.price == Money(kopecks: 25_400), "the first record's price stays its copies'")
    }

    /// An update replaces what the record gives and keeps what it leaves empty: a pupil's class,
    /// their parent's phone and whole birth day; a title's age mark and textbook fields.
    @Test func anUpdateKeepsWhatTheRecordHasNoPlaceFor() throws {
        let library = try ExchangeFixture()
        var pupil = ReaderDraft.workedExampleIvanov
        pupil.birth = "2012-05-14"
        pupil.schoolClass = "7Б"
        pupil.parentPhone = "+7 900 111-22-33"
        _ = try library.store.addReader(pupil.validated(today: Day(year: 2024, month: 1, day: 15)!))
        var book = TitleDraft()
        book.title = "Алгебра"
        book.authorSurname = "Мордкович"
        book.ageMark = "12+"
        book.documentKind = DocumentKind.textbook.rawValue
        book.fpuNumber = "1.1.2.4.1.1.1"
        _ = try library.store.addTitle(try NewTitle(title: book, copies: [CopyDraft(inventoryNumber: "777")]).validated(authorSignStyle: .compact).0,
                                       copies: [])
        var dictionary = TitleDraft()
        dictionary.title = "Орфографический словарь"
        dictionary.documentKind = DocumentKind.reference.rawValue
        _ = try library.store.addTitle(try NewTitle(title: dictionary, copies: []).validated(authorSignStyle: .compact).0,
                                       copies: [Copy(inventoryNumber: InventoryNumber(unchecked: "778"))])
        let file = """
            #920: RDR
            #10: Иванов
            #11: Иван
            #21: 2012
            #30: 000123
            #17: +7 900 555-66-77
            *****
            #920: PAZK
            #700: ^AМордкович
            #200: ^AАлгебра^E7 класс
            #910: ^A0^B777^DАБ
            *****
            #920: PAZK
            #200: ^AОрфографический словарь
            #621: 81.2Рус
            #910: ^A0^B778^DАБ
            *****

            """
        let report = try library.importer.run(Array(file.utf8), source: .irbisText, duplicates: .update)
        #expect(try library.store.title(TitleID(2)).record.title.documentKind == .reference, "a kind only guessed is not taken")
        #expect(report.outcome.readersUpdated == 1 && report.outcome.titlesUpdated == 2, "\(report.outcome) \(report.diagnostics)")
        let reader = try library.store.reader(TicketNumber(unchecked: "000123")).record.reader
        #expect(reader.schoolClass?.text == "7Б" && reader.parentPhone?.text == "+7 900 111-22-33")
        #expect(reader.birth == .day(Day(year: 2012, month: 5, day: 14)!) && reader.patronymic == "Иванович")
        #expect(reader.phone?.text == "+7 900 555-66-77", "what the record gives replaces what was stored")
        let title = try library.store.title(TitleID(1)).record.title
        #expect(title.subtitle == "7 класс" && title.ageMark == "12+" && title.documentKind == .textbook && title.fpuNumber == "1.1.2.4.1.1.1")
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
