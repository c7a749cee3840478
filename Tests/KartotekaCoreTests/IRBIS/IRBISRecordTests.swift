import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("IRBIS records and fields")
struct IRBISRecordTests {
    @Test func splitsFieldDataIntoValueAndSubfields() {
        let field = IRBISField(tag: 210, data: "^AМосква^CАСТ^D2018")
        #expect(field.value.isEmpty)
        #expect(field.subfields == [IRBISSubfield("A", "Москва"), IRBISSubfield("C", "АСТ"), IRBISSubfield("D", "2018")])
        #expect(field.data == "^AМосква^CАСТ^D2018")

        let plain = IRBISField(tag: 51, data: "20240110^CАБ")
        #expect(plain.value == "20240110")
        #expect(plain.subfield("c") == "АБ")
    }

    @Test func looksUpSubfieldsIgnoringCase() {
        let field = IRBISField(tag: 10, data: "^a5-7110-0177-9^d300")
        #expect(field.subfield("A") == "5-7110-0177-9")
        #expect(field.subfield("a") == "5-7110-0177-9")
        #expect(field.subfield("D") == "300")
        #expect(field.subfield("B") == nil)
        #expect(IRBISSubfield("!", "x").matches("!"))
        #expect(!IRBISSubfield("1", "x").matches("!"))
        #expect(!IRBISSubfield("@", "x").matches("`"))
    }

    @Test func keepsRepeatedCodesInOrder() {
        let field = IRBISField(tag: 610, ["A": "первое", "B": "x", "a": "второе"])
        #expect(field.subfields("a") == ["первое", "второе"])
    }

    @Test func findsFieldsByTag() {
        var record = IRBISRecord()
        record.append(tag: 920, value: "PAZK")
        record.append(tag: 610, value: "РОМАН")
        record.append(tag: 610, value: "КЛАССИКА")
        record.append(tag: 210, ["A": "Москва", "D": "2018"])
        #expect(record.value(920) == "PAZK")
        #expect(record.fields(610).map(\.value) == ["РОМАН", "КЛАССИКА"])
        #expect(record.subfield(210, "d") == "2018")
        #expect(record.field(700) == nil)
    }

    @Test func toleratesCaretsWithoutCodes() {
        let field = IRBISField(tag: 907, data: "^C^A20070109^B")
        #expect(field.subfields == [IRBISSubfield("C", ""), IRBISSubfield("A", "20070109"), IRBISSubfield("B", "")])
        #expect(IRBISField(tag: 1, data: "x^").subfields.isEmpty)
    }
}
