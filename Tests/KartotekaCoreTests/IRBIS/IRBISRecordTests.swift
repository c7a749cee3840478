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

    /// Control characters are told from the bytes: C0, DEL and C1 (`C2 80`…`C2 9F`), not a
    /// no-break space (`C2 A0`) nor a Cyrillic letter; a record without any is handed back as it is.
    @Test func controlCharactersAreFoundByTheirBytes() {
        for text in ["a\u{0}b", "\t", "\u{7F}", "Жук\u{85}", "\u{9F}"] {
            #expect(TextScan.hasControlCharacters(text), "\(Array(text.utf8))")
        }
        for text in ["", "Жук", "a\u{A0}b", "№ 5", "\u{100}"] {
            #expect(!TextScan.hasControlCharacters(text), "\(Array(text.utf8))")
        }
        #expect(!TextScan.hasControlCharacters("a\tb\r\n", besidesLineSpacing: true))
        #expect(TextScan.hasControlCharacters("a\tb\u{1}", besidesLineSpacing: true))
        let plain = IRBISRecord(fields: [IRBISField(tag: 200, ["A": "Война и мир"])])
        #expect(plain.removingControlCharacters().record == plain && plain.removingControlCharacters().cleanedTags.isEmpty)
        let dirty = IRBISRecord(fields: [IRBISField(tag: 200, ["A": "Война\u{85}и\nмир"])])
        #expect(dirty.removingControlCharacters().record == IRBISRecord(fields: [IRBISField(tag: 200, ["A": "Войнаи мир"])]))
        #expect(dirty.removingControlCharacters().cleanedTags == [200])
    }
}
