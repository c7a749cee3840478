import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("IRBIS text format: reading")
struct IRBISTextReaderTests {
    @Test func readsLFAndCRLFAlike() {
        let lf = IRBISTextReader().read(Array("#920: PAZK\n#210: ^AМосква^D2018\n*****\n".utf8))
        let crlf = IRBISTextReader().read(Array("#920: PAZK\r\n#210: ^AМосква^D2018\r\n*****\r\n".utf8))
        #expect(lf.records == crlf.records)
        #expect(lf.records.count == 1 && lf.diagnostics.isEmpty && crlf.diagnostics.isEmpty)
        #expect(lf.records[0].subfield(210, "D") == "2018")
    }

    @Test func detectsTheEncoding() {
        let text = "#200: ^AГерой нашего времени\r\n*****\r\n"
        let cp1251 = IRBISTextReader().read(IRBISEncoding.windows1251.encode(text).bytes)
        #expect(cp1251.encoding == .windows1251)
        #expect(cp1251.records.first?.subfield(200, "A") == "Герой нашего времени")
        let bom = IRBISTextReader(encoding: .windows1251).read([0xEF, 0xBB, 0xBF] + Array(text.utf8))
        #expect(bom.encoding == .utf8)
        #expect(bom.records == cp1251.records)
    }

    @Test func reportsBadUTF8WhenToldTheFileIsUTF8() {
        let result = IRBISTextReader(encoding: .utf8).read([0x23, 0x31, 0x3A, 0x20, 0xC0, 0x0A, 0x2A, 0x2A, 0x2A, 0x2A, 0x2A])
        #expect(result.records.count == 1)
        #expect(result.diagnostics == [IRBISDiagnostic(record: nil, .invalidBytes(.utf8))])
    }

    @Test func acceptsLowerCaseCodesTagsAbove999AndBlankLines() {
        let result = IRBISTextReader().read(text: "\n#10: ^a5-7110-0177-9^d300\n\n#1119: 7ef4c9af\n#6629: ELSTN\n*****\n\n")
        #expect(result.diagnostics.isEmpty)
        let record = result.records[0]
        #expect(record.field(10)?.subfields.map(\.code) == ["a", "d"])
        #expect(record.subfield(10, "A") == "5-7110-0177-9")
        #expect(record.value(1119) == "7ef4c9af")
        #expect(record.value(6629) == "ELSTN")
    }

    @Test func reportsMalformedLinesWithLineNumbersAndGoesOn() {
        let text = """
            #920: PAZK
            без решётки
            #abc: x
            #200 ^AНет двоеточия
            #0: ноль
            #331:
            #610: ^
            #200: ^AЦело
            *****
            *****
            #920: RDR
            """
        let result = IRBISTextReader().read(text: text)
        #expect(result.records.count == 2)
        #expect(result.records[0].fields.map(\.tag) == [920, 610, 200])
        #expect(result.records[1].value(920) == "RDR")
        let found = result.diagnostics.map { ($0.record, $0.line, $0.problem) }
        #expect(found.count == 8)
        #expect(found[0] == (1, 2, .lineWithoutHash("без решётки")))
        #expect(found[1] == (1, 3, .badTag("#abc: x")))
        #expect(found[2] == (1, 4, .missingColon("#200 ^AНет двоеточия")))
        #expect(found[3] == (1, 5, .badTag("#0: ноль")))
        #expect(found[4] == (1, 6, .emptyFieldLine))
        #expect(found[5] == (1, 7, .emptySubfieldCode))
        #expect(found[6] == (2, 10, .emptyRecord))
        #expect(found[7] == (3, 11, .unterminatedRecord))
        #expect(result.diagnostics[0].message.russian == "Запись 1, строка 2: строка не начинается с # и пропущена: «без решётки».")
    }

    @Test func readsTheRealRecords() throws {
        let result = IRBISTextReader().read(Array(try Fixture.data("irbis/real-records.utf8.txt")))
        #expect(result.encoding == .utf8)
        #expect(result.diagnostics.isEmpty)
        #expect(result.records.count == 3)
        #expect(result.records.map { $0.value(920) } == ["SPEC", "ASP", "PAZK"])
        let focus = result.records[2]
        #expect(focus.fields.count == 26)
        #expect(focus.subfield(700, "A") == "Kay")
        #expect(focus.subfield(700, "G") == "Sue")
        #expect(focus.fields(701).map { $0.subfield("A") } == ["Jones", "Berlis", "Jones", "Brayshaw", "Russell"])
        #expect(focus.subfield(200, "E") == "Student`s Book : with My English Lab access code inside")
        #expect(focus.subfield(10, "A") == "978-1-292-11011-0")
        #expect(focus.subfield(10, "D") == "1803.00")
        #expect(focus.subfield(910, "H") == "E00401004E2F3C04")
        #expect(focus.field(481)?.subfield(",") == "Vaughan")
        #expect(focus.field(481)?.subfield("?") == "Sue")
        #expect(result.records[0].value(1119) == "7ef4c9af-f1d3-4adc-981b-5012463155a1")
        #expect(result.records[1].fields(6629).count == 2)
    }

    @Test func readsTheRealRecordWithAByteOrderMark() throws {
        let bytes = Array(try Fixture.data("irbis/real-record-with-bom.utf8.txt"))
        #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        let result = IRBISTextReader().read(bytes)
        #expect(result.diagnostics.isEmpty)
        #expect(result.records.count == 1)
        let record = result.records[0]
        #expect(record.fields.count == 100)
        #expect(record.fields.first?.tag == 692)
        #expect(record.value(920) == "PAZK")
        #expect(record.value(903) == "37/К88-602720")
        #expect(record.subfield(210, "a") == "М.")
        #expect(record.subfield(700, "A") == "Акулова")
        #expect(record.field(20)?.subfield("!") == " ")
    }
}
