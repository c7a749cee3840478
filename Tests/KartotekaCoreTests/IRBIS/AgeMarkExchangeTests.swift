import Foundation
import Testing
@testable import KartotekaCore

/// The age mark (436-ФЗ) as the field table of titles places it: RUSMARC and IRBIS 333 `$a`
/// (or a 300 note «Возрастные ограничения: 16+»), MARC 21 521; written back by the exports.
@Suite("The age mark in IRBIS, ISO 2709 and RUSMARC")
struct AgeMarkExchangeTests {
    @Test(arguments: [("16+", AgeMark.sixteen), ("16 +", .sixteen), ("Возрастные ограничения: 18+", .eighteen), ("0+", .zero),
                      ("Не маркируется", .notMarked), ("не определено", .undetermined)])
    func aMarkIsReadFromItsText(text: String, mark: AgeMark) {
        #expect(AgeMark(parsing: text) == mark)
    }

    @Test func otherTextIsNoMark() {
        #expect(AgeMark(parsing: "для детей") == nil && AgeMark(parsing: "116+") == nil)
    }

    @Test func anISO2709RecordWith333Imports16PlusAndA300NoteToo() throws {
        let record = IRBISRecord(fields: [IRBISField(tag: 200, ["a": "Тёмные воды"]), IRBISField(tag: 333, ["a": "16+"])])
        let bytes = ISO2709Writer(encoding: .utf8).write([record]).bytes
        let read = IRBISFileFormat.iso2709.read(bytes, encoding: .utf8).records
        let first = try #require(read.first)
        #expect(try #require(RUSMARCImporter.title(from: first).0).title.ageMark == "16+")
        let noted = IRBISRecord(fields: [IRBISField(tag: 200, ["a": "Тёмные воды"]),
                                         IRBISField(tag: 300, ["a": "Возрастные ограничения: 12+"])])
        #expect(try #require(RUSMARCImporter.title(from: noted).0).title.ageMark == "12+")
        // An audience note in 333 is no mark: the title is to be marked.
        let audience = IRBISRecord(fields: [IRBISField(tag: 200, ["a": "Тёмные воды"]),
                                            IRBISField(tag: 333, ["a": "Для детей среднего школьного возраста"])])
        #expect(try #require(RUSMARCImporter.title(from: audience).0).title.ageMark == "не определено")
    }

    @Test(arguments: [IRBISFileFormat.text, .iso2709])
    func theExportsCarryItAndItComesBack(format: IRBISFileFormat) throws {
        var record = try IRBISExamples.lermontov()
        record.title.ageMark = "16+"
        let bytes = IRBISCatalogueExporter(settings: IRBISExamples.settings).export([(record, [IRBISExamples.copy])], format: format).bytes
        let records = format.read(bytes).records
        #expect(records.first?.subfield(333, "A") == "16+" || records.first?.subfield(333, "a") == "16+")
        #expect(IRBISCatalogueImporter.titles(from: records).titles.map(\.title.ageMark) == ["16+"])
    }

    @Test func aDraftTakesOnlyAMark() throws {
        var draft = TitleDraft()
        draft.title = "Тёмные воды"
        draft.ageMark = "16 +"
        #expect(try draft.validated().ageMark == "16+")
        draft.ageMark = "шестнадцать"
        #expect(throws: ValidationError.self) { try draft.validated() }
    }

    @Test func theReadersAgeComesFromTheBirthDateElseTheClass() throws {
        let today = Day(year: 2025, month: 3, day: 10)!
        #expect(AgeMark.age(birth: .day(Day(year: 2009, month: 3, day: 11)!), schoolClass: nil, on: today) == 15)
        #expect(AgeMark.age(birth: .day(Day(year: 2009, month: 3, day: 10)!), schoolClass: nil, on: today) == 16)
        #expect(AgeMark.age(birth: nil, schoolClass: try SchoolClass(parsing: "9А"), on: today) == 14, "the youngest a ninth form has")
        #expect(AgeMark.age(birth: nil, schoolClass: nil, on: today) == nil)
    }
}
