import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("IRBIS round trips and menus")
struct IRBISRoundTripTests {
    static let records = [
        IRBISRecord(fields: [
            IRBISField(tag: 920, value: "PAZK"),
            IRBISField(tag: 200, ["A": "Ёлки «зимой» — №1 €5", "E": "и т. п."]),
            IRBISField(tag: 1119, value: "7ef4c9af-f1d3-4adc-981b-5012463155a1"),
            IRBISField(tag: 51, value: "20240110", ["C": "АБ"]),
            IRBISField(tag: 40, ["A": "84/Л49-1", "F": "******", "1": "143000", "!": "ХР"]),
        ]),
        IRBISRecord(fields: [IRBISField(tag: 920, value: "RDR"), IRBISField(tag: 10, value: "Їжак Ґанок")]),
    ]

    @Test(arguments: IRBISEncoding.allCases, IRBISLineEnding.allCases)
    func textWritesAndReadsBack(encoding: IRBISEncoding, lineEnding: IRBISLineEnding) {
        let written = IRBISTextWriter(encoding: encoding, lineEnding: lineEnding).write(IRBISRoundTripTests.records)
        #expect(written.diagnostics.isEmpty && written.recordsWritten == 2)
        let read = IRBISTextReader(encoding: encoding).read(written.bytes)
        #expect(read.diagnostics.isEmpty)
        #expect(read.records == IRBISRoundTripTests.records)
        #expect(IRBISTextReader().read(written.bytes).records == IRBISRoundTripTests.records)
    }

    @Test(arguments: IRBISEncoding.allCases)
    func isoWritesAndReadsBackWithoutTagsAbove999(encoding: IRBISEncoding) {
        let format = IRBISFileFormat.iso2709
        var settings = IRBISExamples.settings
        settings.encoding = encoding
        let written = format.write(IRBISRoundTripTests.records, settings: settings)
        #expect(written.diagnostics == [IRBISDiagnostic(record: 1, tag: 1119, .tagTooLargeForISO)])
        let read = format.read(written.bytes, encoding: encoding)
        #expect(read.diagnostics.isEmpty)
        var expected = IRBISRoundTripTests.records
        expected[0].fields.removeAll { $0.tag == 1119 }
        #expect(read.records.map { $0.fields.map(\.data).map { $0.uppercased() } }
            == expected.map { $0.fields.map(\.data).map { $0.uppercased() } })
        #expect(read.records[0].field(40)?.subfields.map(\.code) == ["a", "f", "1", "!"])
    }

    @Test func aWholeCatalogueExportsToISOAndImportsBack() throws {
        let title = try IRBISExamples.lermontov()
        let file = IRBISCatalogueExporter(settings: IRBISExamples.settings)
            .export([(title, [IRBISExamples.copy])], format: .iso2709)
        #expect(file.diagnostics.isEmpty)
        let (titles, diagnostics) = IRBISCatalogueImporter.titles(from: ISO2709Reader().read(file.bytes).records)
        #expect(diagnostics.isEmpty)
        #expect(titles.first?.title.title == title.title.title)
        #expect(titles.first?.copies == [IRBISExamples.copy.copy])
    }

    @Test func readsTheStoragePlaceMenu() throws {
        let menu = IRBISMenu(bytes: Array(try Fixture.data("../../data/irbis/mhr.mnu.cp1251")))
        #expect(menu.entries.count == 19)
        #expect(menu.entries.first == IRBISMenu.Entry(code: "КХ", name: "Книгохранилище"))
        #expect(menu.name(of: "ХУД") == "Абонемент художественной литературы")
        #expect(IRBISMenu(text: "АБ\r\nАбонемент\r\n\r\n\r\nЧЗ\r\nЧитальный зал\r\n*****\r\nXX\r\n").codes == ["АБ", "ЧЗ"])
    }
}
