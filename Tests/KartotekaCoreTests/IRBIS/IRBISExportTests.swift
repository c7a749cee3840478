import Foundation
import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("IRBIS export: catalogue (PAZK) and readers (RDR)")
struct IRBISExportTests {
    @Test func theLermontovBookMatchesTheWorkedExampleExactly() throws {
        let exporter = IRBISCatalogueExporter(settings: IRBISExamples.settings)
        let (record, diagnostics) = exporter.record(for: try IRBISExamples.lermontov(), copies: [IRBISExamples.copy])
        #expect(diagnostics.isEmpty)
        let text = IRBISTextWriter(encoding: .utf8, lineEnding: .lf).text([record])
        #expect(text.diagnostics.isEmpty)
        #expect(text.text == (try Fixture.text("irbis/example-book-lermontov.txt")))
    }

    @Test func theDefaultFileIsTheExampleInCP1251WithCRLF() throws {
        // The fixture was made with iconv -f utf-8 -t cp1251 and CR added to every line.
        let result = IRBISCatalogueExporter(settings: IRBISExamples.settings)
            .export([(try IRBISExamples.lermontov(), [IRBISExamples.copy])])
        #expect(result.diagnostics.isEmpty && result.recordsWritten == 1)
        #expect(result.bytes == Array(try Fixture.data("irbis/example-book-lermontov.cp1251-crlf.txt")))
    }

    @Test func theReaderWithALoanMatchesTheWorkedExampleExactly() throws {
        let settings = IRBISExamples.settings
        let title = try IRBISExamples.lermontov()
        let shelfCode = IRBISShelfCode.make(pattern: settings.shelfCodePattern, title: title, copies: [IRBISExamples.copy],
                                            signStyle: settings.authorSignStyle).code
        let loan = IRBISLoanField(loan: IRBISExamples.loan, title: title.title, copy: IRBISExamples.copy.copy,
                                  shelfCode: shelfCode, settings: settings)
        let exporter = IRBISReaderExporter(settings: settings)
        let record = exporter.record(for: try IRBISExamples.ivanov(), loans: [loan])
        let text = IRBISTextWriter(encoding: .utf8, lineEnding: .lf).text([record])
        #expect(text.text == (try Fixture.text("irbis/example-reader-with-loan.txt")))

        let file = exporter.export([(try IRBISExamples.ivanov(), [loan])])
        #expect(file.diagnostics.isEmpty)
        #expect(file.bytes == Array(try Fixture.data("irbis/example-reader-with-loan.cp1251-crlf.txt")))
    }

    @Test func aCopyOnLoanCarriesStatus1AndTheLoanPointsAtIt() throws {
        let settings = IRBISExamples.settings
        let title = try IRBISExamples.lermontov()
        let (book, _) = IRBISCatalogueExporter(settings: settings)
            .record(for: title, copies: [IRBISExamples.copy], onLoan: [InventoryNumber(unchecked: "12345")])
        let copyField = try #require(book.field(910))
        #expect(copyField.subfield("A") == "1")
        let loan = IRBISLoanField(loan: IRBISExamples.loan, title: title.title, copy: IRBISExamples.copy.copy,
                                  shelfCode: try #require(book.value(903)), settings: settings).field
        #expect(loan.subfield("A") == book.value(903))
        #expect(loan.subfield("B") == copyField.subfield("B"))
        #expect(loan.subfield("K") == copyField.subfield("D"))
    }

    @Test func renewedAndReturnedLoans() throws {
        var loan = IRBISExamples.loan
        loan.renewals = 2
        loan.lastRenewedAt = loan.issuedAt.addingTimeInterval(10 * 86_400)
        loan.returnedAt = loan.issuedAt.addingTimeInterval(20 * 86_400)
        let field = IRBISLoanField(loan: loan, title: try IRBISExamples.lermontov().title, copy: IRBISExamples.copy.copy,
                                   shelfCode: "X", settings: IRBISExamples.settings).field
        #expect(field.subfield("F") == "20240204")
        #expect(field.subfield("L") == "20240125")
        #expect(field.subfield("4") == "2")
        #expect(field.subfields.map(\.code) == ["A", "B", "C", "D", "E", "F", "L", "4", "G", "K", "V", "I", "1"])
    }

    @Test func theIssueTimeIsInTheLibrarysTimeZone() throws {
        var settings = IRBISExamples.settings
        settings.timeZone = TimeZone(identifier: "Europe/Moscow")!
        let field = IRBISLoanField(loan: IRBISExamples.loan, title: try IRBISExamples.lermontov().title,
                                   copy: IRBISExamples.copy.copy, shelfCode: "X", settings: settings)
        #expect(field.issueTime == "173000")
        #expect(field.issuedOn == IRBISExamples.day)
    }

    @Test func everyOtherFieldOfAFullTitle() throws {
        let title = Title(
            isbn: try ISBN(parsing: "9785170795857"),
            firstAuthor: PersonName(surname: "Ильф", givenNames: "Илья Арнольдович"),
            otherAuthors: [PersonName(surname: "Петров", initials: "Е. П.")], title: "Двенадцать стульев", subtitle: "роман",
            publisher: "АСТ", city: "Москва", year: 2017, pages: 416, price: Money(kopecks: 30_050), bbk: "84(2Рос=Рус)6",
            udc: "821.161.1-31", authorSign: "", language: "rus", annotation: "Роман о поисках\nсокровищ.", keywords: ["сатира", "роман"])
        let record = TitleRecord(id: TitleID(42), title: title, createdAt: IRBISExamples.epoch, updatedAt: IRBISExamples.epoch)
        var copyB = IRBISExamples.copy
        copyB.copy = Copy(inventoryNumber: InventoryNumber(unchecked: "900"), storagePlace: "ЧЗ", price: Money(kopecks: 10_000),
                          barcode: "0000900", status: .lost)
        var settings = IRBISExamples.settings
        settings.authorSignStyle = .spaced
        settings.knownStoragePlaces = ["АБ", "КХ"]
        let (irbis, diagnostics) = IRBISCatalogueExporter(settings: settings).record(for: record, copies: [IRBISExamples.copy, copyB])
        let text = IRBISTextWriter(encoding: .utf8, lineEnding: .lf).text([irbis]).text
        #expect(text == """
            #920: PAZK
            #900: ^Ta^B05
            #101: rus
            #102: RU
            #10: ^A978-5-17-079585-7^D300.50
            #700: ^AИльф^BИ. А.^GИлья Арнольдович
            #701: ^AПетров^BЕ. П.
            #200: ^AДвенадцать стульев^Eроман^FИ. А. Ильф, Е. П. Петров
            #210: ^AМосква^CАСТ^D2017
            #215: ^A416
            #621: 84(2Рос=Рус)6
            #675: 821.161.1-31
            #908: И 48
            #903: 84(2Рос=Рус)6/И 48-900
            #910: ^A4^B900^DЧЗ^E100.00^H0000900
            #910: ^A0^B12345^C20240115^DАБ^E300.50
            #907: ^CПК^A20240115^BSWIFT
            #331: Роман о поисках сокровищ.
            #610: сатира
            #610: роман
            *****

            """)
        #expect(diagnostics == [IRBISDiagnostic(record: 1, tag: 910, code: "D", .unknownStoragePlace("ЧЗ"))])
    }

    @Test("shelf-code patterns", arguments: [
        ("{bbk}/{sign}-{inventory}", "84(2Рос=Рус)1/Л49-12345"),
        ("{id}", "7"),
        ("{udc}/{sign}-{inventory}", "Л49-12345"),
        ("K-{year}-{inventory}", "K-2018-12345"),
    ])
    func shelfCodePatterns(pattern: String, expected: String) throws {
        let made = IRBISShelfCode.make(pattern: pattern, title: try IRBISExamples.lermontov(), copies: [IRBISExamples.copy],
                                       signStyle: .compact)
        #expect(made.code == expected)
        #expect(made.problems.isEmpty)
    }

    @Test func aTitleWithoutCopiesUsesItsIdAndSaysSo() throws {
        let (record, diagnostics) = IRBISCatalogueExporter(settings: IRBISExamples.settings)
            .record(for: try IRBISExamples.lermontov(), copies: [], number: 4)
        #expect(record.value(903) == "84(2Рос=Рус)1/Л49-7")
        #expect(record.field(910) == nil)
        #expect(diagnostics == [IRBISDiagnostic(record: 4, tag: 903, .noCopiesForShelfCode)])
    }

    /// An annotation longer than an ISO 2709 field holds (9,999 bytes: 5,000 Cyrillic letters in
    /// UTF-8) is written as several 331 fields, each of them whole, and comes back as it was,
    /// in either encoding and format, by either writer.
    @Test(arguments: [IRBISEncoding.utf8, .windows1251], IRBISFileFormat.allCases)
    func aLongAnnotationIsWrittenInPartsAndComesBackWhole(encoding: IRBISEncoding, format: IRBISFileFormat) throws {
        var title = try IRBISExamples.lermontov()
        title.title.annotation = (1...600).map { "словечко\($0)" }.joined(separator: " ")  // 7,091 letters, 11,891 bytes in UTF-8
        var settings = IRBISExamples.settings
        settings.encoding = encoding
        let written = IRBISCatalogueExporter(settings: settings).export([(title, [IRBISExamples.copy])], format: format)
        #expect(written.diagnostics.isEmpty && written.recordsWritten == 1)
        let records = format.read(written.bytes, encoding: encoding).records
        let parts = try #require(records.first).fields(331)
        #expect(parts.count == 2 && parts.allSatisfy { $0.value.utf8.count <= IRBISAnnotation.partBytes })
        let imported = IRBISCatalogueImporter.titles(from: records).titles.map(\.title.annotation)
        #expect(imported.count == 1 && imported.first == title.title.annotation, "comes back whole")
    }

    @Test func annotationPartsBreakAtSpacesAndCutAWordOnlyWhenItHasNone() {
        #expect(IRBISAnnotation.parts(of: "") == [] && IRBISAnnotation.parts(of: "коротко") == ["коротко"])
        #expect(IRBISAnnotation.parts(of: "аа бб вв", partBytes: 10) == ["аа бб", "вв"])
        #expect(IRBISAnnotation.parts(of: "абвгдеёжзи", partBytes: 6) == ["абв", "где", "ёжз", "и"])
    }
}
