import Foundation
import Testing
@testable import KartotekaCore

/// The title fields the ГОСТ description added — a collective author (710 `^A`), a part of a
/// multi-volume work (200 `^V` `^I`), other statements of responsibility (200 `^G`) and the
/// edition statement (205 `^A`) — in the IRBIS text format and ISO 2709, held to golden files that
/// the Python suite reads with yaz-marcdump and pymarc, and read back by the importer.
@Suite("The description's title fields in IRBIS and ISO 2709")
struct DescriptionFieldsExchangeTests {
    /// A physics textbook's second part under its collective author, with ASCII plain values (BBK,
    /// author sign, shelf code) so that pymarc reads it too.
    static func physicsPart() throws -> [(title: TitleRecord, copies: [CopyRecord])] {
        let title = Title(title: "Физика", collectiveAuthor: "Министерство просвещения Российской Федерации", volume: "Ч. 2",
                          volumeTitle: "Механика", responsibility: "под редакцией А. А. Пинского", edition: "2-е изд., перераб.",
                          publisher: "Просвещение", city: "Москва", year: 2023, pages: 320, bbk: "22.3", authorSign: "F50",
                          language: "rus", documentKind: .textbook)
        let record = TitleRecord(id: TitleID(7), title: title, createdAt: IRBISExamples.epoch, updatedAt: IRBISExamples.epoch)
        return [(record, [IRBISExamples.copy])]
    }

    @Test(arguments: [IRBISFileFormat.text, .iso2709])
    func theExportsMatchTheirGoldensAndComeBack(format: IRBISFileFormat) throws {
        let titles = try Self.physicsPart()
        let exporter = IRBISCatalogueExporter(settings: IRBISExamples.settings)
        let result = exporter.export(titles, format: format)
        #expect(result.diagnostics.isEmpty && result.recordsWritten == 1)
        try SeriesExchangeTests.expectGolden(result.bytes, format == .text ? "irbis-description.cp1251.txt" : "irbis-description.cp1251.iso")
        let imported = IRBISCatalogueImporter.titles(from: format.read(result.bytes).records).titles.map(\.title)
        let back = try #require(imported.first)
        #expect(back.collectiveAuthor == "Министерство просвещения Российской Федерации" && back.volume == "Ч. 2"
                && back.volumeTitle == "Механика" && back.responsibility == "под редакцией А. А. Пинского"
                && back.edition == "2-е изд., перераб.")
    }

    @Test func theTextRecordPlacesThemWhereIRBISKeepsThem() throws {
        let titles = try Self.physicsPart()
        let (record, _) = IRBISCatalogueExporter(settings: IRBISExamples.settings).record(for: titles[0].title, copies: titles[0].copies)
        let text = IRBISTextWriter(encoding: .utf8, lineEnding: .lf).text([record]).text
        #expect(text.contains("#200: ^AФизика^Gпод редакцией А. А. Пинского^VЧ. 2^IМеханика\n"))
        #expect(text.contains("#205: ^A2-е изд., перераб.\n"))
        #expect(text.contains("#710: ^AМинистерство просвещения Российской Федерации\n"))
    }
}
