import Foundation
import Testing
@testable import KartotekaCore

/// The series (серия) in every exchange format, as the field table of titles places it: IRBIS
/// 225 `^A` with the number in `^V`, in the text format and in ISO 2709, both ways; RUSMARC 225
/// `$a` `$v` and MARC 21 490 `$a` `$v` read in.
@Suite("The series in IRBIS, ISO 2709, RUSMARC and MARC 21")
struct SeriesExchangeTests {
    /// Лермонтов's novel in a series, with its copy.
    static func inASeries() throws -> [(title: TitleRecord, copies: [CopyRecord])] {
        var record = try IRBISExamples.lermontov()
        record.title.series = "Школьная библиотека"
        record.title.seriesNumber = "5"
        return [(record, [IRBISExamples.copy])]
    }

    static let updating = ProcessInfo.processInfo.environment["KARTOTEKA_UPDATE_GOLDEN"] == "1"

    /// The bytes equal the golden file `name`, or (when updating) become it.
    static func expectGolden(_ bytes: [UInt8], _ name: String) throws {
        let url = Fixture.url("golden/\(name)")
        if updating { try Data(bytes).write(to: url) }
        #expect(bytes == Array(try Fixture.data("golden/\(name)")), "\(name) differs; if the change is meant, run KARTOTEKA_UPDATE_GOLDEN=1")
    }

    @Test(arguments: [IRBISFileFormat.text, .iso2709])
    func theExportsMatchTheirGoldensAndTheFastPathWritesTheSameBytes(format: IRBISFileFormat) throws {
        let exporter = IRBISCatalogueExporter(settings: IRBISExamples.settings)
        let titles = try Self.inASeries()
        let result = exporter.export(titles, format: format)
        #expect(result.diagnostics.isEmpty && result.recordsWritten == 1)
        try Self.expectGolden(result.bytes, format == .text ? "irbis-series.cp1251.txt" : "irbis-series.cp1251.iso")
        var plain: [UInt8] = []
        #expect(exporter.appendPlainText(for: titles[0].title, copies: titles[0].copies, number: 1, format: format, to: &plain) == [])
        #expect(plain == result.bytes)
    }

    @Test func theTextRecordHasField225AfterThePagesAndBeforeTheBBK() throws {
        let (record, _) = IRBISCatalogueExporter(settings: IRBISExamples.settings).record(for: try Self.inASeries()[0].title,
                                                                                         copies: [IRBISExamples.copy])
        let text = IRBISTextWriter(encoding: .utf8, lineEnding: .lf).text([record]).text
        #expect(text.contains("#215: ^A414\n#225: ^AШкольная библиотека^V5\n#621: "))
    }

    @Test(arguments: [IRBISFileFormat.text, .iso2709])
    func theSeriesComesBackFromTheExport(format: IRBISFileFormat) throws {
        let titles = try Self.inASeries()
        let bytes = IRBISCatalogueExporter(settings: IRBISExamples.settings).export(titles, format: format).bytes
        let imported = IRBISCatalogueImporter.titles(from: format.read(bytes).records)
        // The export writes the library's language for a title without one.
        var expected = titles[0].title.title
        expected.language = IRBISExamples.settings.defaultLanguage
        expected.irbisShelfCode = "84(2Рос=Рус)1/Л49-12345"
        #expect(imported.titles.map(\.title) == [expected])
    }

    @Test func rusmarcGivesItIn225AndMARC21In490() throws {
        let rusmarc = IRBISRecord(fields: [IRBISField(tag: 200, ["a": "Задачи и этюды"]),
                                           IRBISField(tag: 225, ["a": " Библиотека  математического кружка ", "v": "13"])])
        let fromRUSMARC = try #require(RUSMARCImporter.title(from: rusmarc).0).title
        #expect(fromRUSMARC.series == "Библиотека математического кружка" && fromRUSMARC.seriesNumber == "13")
        let marc21 = IRBISRecord(fields: [IRBISField(tag: 245, ["a": "The adventures of Tom Sawyer /"]),
                                          IRBISField(tag: 490, ["a": "Signet classics ;", "v": "CE1234."])])
        let fromMARC21 = try #require(MARC21Importer.title(from: marc21).0).title
        #expect(fromMARC21.series == "Signet classics" && fromMARC21.seriesNumber == "CE1234")
    }

    @Test func aSeriesOverItsLimitIsReportedAtField225() throws {
        var record = IRBISRecord(fields: [IRBISField(tag: 920, value: "PAZK"), IRBISField(tag: 903, value: "84/Л49-1"),
                                          IRBISField(tag: 200, ["A": "Герой нашего времени"])])
        record.append(IRBISField(tag: 225, ["A": String(repeating: "с", count: FieldLimits.titleLine + 1)]))
        let (title, diagnostics) = IRBISCatalogueImporter.title(from: record)
        #expect(title == nil)
        #expect(diagnostics.contains { $0.tag == 225 })
    }
}
