import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("IRBIS text format: writing")
struct IRBISTextWriterTests {
    let utf8LF = IRBISTextWriter(encoding: .utf8, lineEnding: .lf)

    @Test func writesFieldsAndTerminatorsWithCRLFByDefault() {
        let record = IRBISRecord(fields: [IRBISField(tag: 920, value: "PAZK"), IRBISField(tag: 210, ["A": "Москва", "D": "2018"])])
        let writer = IRBISTextWriter()
        #expect(writer.encoding == .windows1251)
        #expect(writer.text([record, record]).text
            == "#920: PAZK\r\n#210: ^AМосква^D2018\r\n*****\r\n#920: PAZK\r\n#210: ^AМосква^D2018\r\n*****\r\n")
    }

    @Test("cleans values", arguments: [
        ("  Герой   нашего\r\nвремени\t", "Герой нашего времени"),
        ("x^2 + y^2", "x 2 + y 2"),
        ("a\u{0}b\u{1F}c", "a b c"),
        ("e\u{308}", "ë"),
        ("plain", "plain"),
    ])
    func cleansValues(input: String, expected: String) {
        let record = IRBISRecord(fields: [IRBISField(tag: 200, ["A": input])])
        #expect(utf8LF.text([record]).text == "#200: ^A\(expected)\n*****\n")
    }

    @Test func dropsEmptySubfieldsAndFieldsAndUpperCasesCodes() {
        let record = IRBISRecord(fields: [
            IRBISField(tag: 10, ["a": "978-5-17-079585-7", "d": "  "]),
            IRBISField(tag: 331, value: " \n "),
            IRBISField(tag: 700, ["A": "", "B": ""]),
            IRBISField(tag: 215, value: "", ["1": "с.", "a": "414"]),
        ])
        #expect(utf8LF.text([record]).text == "#10: ^A978-5-17-079585-7\n#215: ^1с.^A414\n*****\n")
    }

    @Test func reportsACaretInUserText() {
        let record = IRBISRecord(fields: [IRBISField(tag: 200, ["A": "C^2"])])
        let result = utf8LF.write([record])
        #expect(String(decoding: result.bytes, as: UTF8.self) == "#200: ^AC 2\n*****\n")
        #expect(result.diagnostics == [IRBISDiagnostic(record: 1, tag: 200, .caretReplaced)])
        #expect(result.diagnostics[0].severity == .warning)
    }

    @Test func leavesOutBadTagsAndCodesWithErrors() {
        let record = IRBISRecord(fields: [
            IRBISField(tag: 0, value: "x"), IRBISField(tag: 200, subfields: [IRBISSubfield("^", "y"), IRBISSubfield("А", "z"), IRBISSubfield("A", "ok")]),
        ])
        let result = utf8LF.write([record])
        #expect(String(decoding: result.bytes, as: UTF8.self) == "#200: ^Aok\n*****\n")
        #expect(result.diagnostics.map(\.problem) == [.invalidTag, .invalidSubfieldCode("^"), .invalidSubfieldCode("А")])
        #expect(result.diagnostics.hasErrors)
    }

    @Test func aRecordCP1251CannotHoldIsLeftOutAndNamed() {
        let good = IRBISRecord(fields: [IRBISField(tag: 200, ["A": "Цена в €: 10"])])
        let bad = IRBISRecord(fields: [IRBISField(tag: 920, value: "PAZK"), IRBISField(tag: 331, value: "Весело 😀")])
        let result = IRBISTextWriter().write([good, bad, good])
        #expect(result.recordsWritten == 2)
        let expected = "#200: ^AЦена в €: 10\r\n*****\r\n"
        #expect(result.bytes == IRBISEncoding.windows1251.encode(expected + expected).bytes)
        #expect(!result.bytes.contains(UInt8(ascii: "?")))
        #expect(result.diagnostics == [
            IRBISDiagnostic(record: 2, tag: 331, .unmappableCharacters(["😀 (U+1F600)"], .windows1251)),
        ])
        #expect(result.diagnostics[0].severity == .error)
        #expect(result.diagnostics[0].message.russian.hasPrefix("Запись 2, поле 331: знаков 😀"))
        #expect(result.diagnostics[0].message.english.hasPrefix("Record 2, field 331: Windows-1251 cannot hold 😀"))

        let asUTF8 = IRBISTextWriter(encoding: .utf8).write([bad])
        #expect(asUTF8.recordsWritten == 1 && asUTF8.diagnostics.isEmpty)
    }

    @Test func replacementsAreWarnedAboutWithTheTag() {
        let record = IRBISRecord(fields: [IRBISField(tag: 700, ["A": "Müller", "B": "J."])])
        let result = IRBISTextWriter().write([record])
        #expect(CP1251.decode(result.bytes) == "#700: ^AMuller^BJ.\r\n*****\r\n")
        #expect(result.diagnostics == [IRBISDiagnostic(record: 1, tag: 700, .charactersReplaced(["ü→u"]))])
    }

    @Test func anEmptyRecordIsNotWritten() {
        let result = utf8LF.write([IRBISRecord(fields: [IRBISField(tag: 10, value: "  ")])])
        #expect(result.bytes.isEmpty && result.recordsWritten == 0)
        #expect(result.diagnostics.map(\.problem) == [.emptyRecord])
    }

    @Test func noBlankLinesEver() {
        let records = (0..<3).map { _ in IRBISRecord(fields: [IRBISField(tag: 1000, value: "a\n\nb"), IRBISField(tag: 5, value: "\n")]) }
        let text = utf8LF.text(records).text
        #expect(!text.contains("\n\n"))
        #expect(text == String(repeating: "#1000: a b\n*****\n", count: 3))
    }
}
