import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("ISO 2709")
struct ISO2709Tests {
    static let sample = IRBISRecord(fields: [
        IRBISField(tag: 920, value: "PAZK"),
        IRBISField(tag: 10, ["A": "978-5-17-079585-7", "D": "254.00"]),
        IRBISField(tag: 200, ["A": "Герой нашего времени", "F": "М. Ю. Лермонтов"]),
        IRBISField(tag: 5, value: "20240115"),
        IRBISField(tag: 903, value: "84(2Рос=Рус)1/Л49-12345"),
    ])

    @Test func writesTheLeaderAndDirectoryAsIRBISDoes() {
        let record = IRBISRecord(fields: [IRBISField(tag: 101, value: "rus"), IRBISField(tag: 5, value: "X"), IRBISField(tag: 210, ["A": "Москва"])])
        let result = ISO2709Writer().write([record])
        #expect(result.diagnostics.isEmpty)
        let bytes = result.bytes
        // 24 + 3×12 + 1 = 61; fields: "  rus␞" 6, "X␞" 2, "  ␟aМосква␞" 2+2+6+1 = 11 bytes in CP1251; then ␝.
        let leader = String(decoding: bytes[0..<24], as: UTF8.self)
        #expect(leader == "00081nam2 2200061 i 450 ")
        #expect(bytes.count == 81)
        #expect(String(decoding: bytes[24..<60], as: UTF8.self) == "101000600000005000200006210001100008")
        #expect(bytes[60] == 0x1E)
        #expect(Array(bytes[61..<67]) == [0x20, 0x20] + Array("rus".utf8) + [0x1E])
        #expect(Array(bytes[67..<69]) == [UInt8(ascii: "X"), 0x1E])
        #expect(Array(bytes[69..<74]) == [0x20, 0x20, 0x1F, UInt8(ascii: "a"), 0xCC])
        #expect(bytes.last == 0x1D)
    }

    @Test func lengthsCountBytesOfTheEncoding() {
        let record = IRBISRecord(fields: [IRBISField(tag: 200, ["A": "Москва"])])
        let cp1251 = ISO2709Writer(encoding: .windows1251).write([record]).bytes
        let utf8 = ISO2709Writer(encoding: .utf8).write([record]).bytes
        #expect(String(decoding: cp1251[0..<5], as: UTF8.self) == "00049")
        #expect(String(decoding: utf8[0..<5], as: UTF8.self) == "00055")
        #expect(cp1251.count == 49 && utf8.count == 55)
        #expect(String(decoding: utf8[27..<31], as: UTF8.self) == "0017")
    }

    @Test(arguments: IRBISEncoding.allCases)
    func roundTrips(encoding: IRBISEncoding) {
        let second = IRBISRecord(fields: [IRBISField(tag: 920, value: "RDR"), IRBISField(tag: 40, value: "", ["A": "x", "1": "143000", "F": "******"])])
        let written = ISO2709Writer(encoding: encoding).write([ISO2709Tests.sample, second])
        #expect(written.diagnostics.isEmpty && written.recordsWritten == 2)
        let read = ISO2709Reader(encoding: encoding).read(written.bytes)
        #expect(read.diagnostics.isEmpty)
        #expect(read.records == [lowered(ISO2709Tests.sample), lowered(second)])
    }

    @Test func leavesOutTagsAbove999AndOverlongFields() {
        let long = String(repeating: "я", count: 5_000)  // 10,000 bytes in UTF-8, 5,000 in CP1251
        let record = IRBISRecord(fields: [IRBISField(tag: 920, value: "PAZK"), IRBISField(tag: 1119, value: "guid"), IRBISField(tag: 331, value: long)])
        let utf8 = ISO2709Writer(encoding: .utf8).write([record])
        #expect(utf8.recordsWritten == 1)
        #expect(utf8.diagnostics == [
            IRBISDiagnostic(record: 1, tag: 1119, .tagTooLargeForISO),
            IRBISDiagnostic(record: 1, tag: 331, .fieldTooLong(bytes: 10_003)),
        ])
        #expect(ISO2709Reader(encoding: .utf8).read(utf8.bytes).records == [IRBISRecord(fields: [IRBISField(tag: 920, value: "PAZK")])])
        let cp1251 = ISO2709Writer().write([record])
        #expect(cp1251.diagnostics == [IRBISDiagnostic(record: 1, tag: 1119, .tagTooLargeForISO)])
        #expect(ISO2709Reader().read(cp1251.bytes).records.first?.value(331) == long)
    }

    @Test func leavesOutOverlongRecords() {
        let fields = (0..<12).map { _ in IRBISField(tag: 610, value: String(repeating: "Ж", count: 9_000)) }
        let result = ISO2709Writer().write([IRBISRecord(fields: fields), ISO2709Tests.sample])
        #expect(result.recordsWritten == 1)
        #expect(result.diagnostics == [IRBISDiagnostic(record: 1, .recordTooLong(bytes: 24 + 12 * 12 + 1 + 12 * 9_003 + 1))])
        #expect(ISO2709Reader().read(result.bytes).records.count == 1)
    }

    @Test func leavesOutARecordWithUnmappableCharacters() {
        let record = IRBISRecord(fields: [IRBISField(tag: 200, ["A": "Смайлик 🙂"])])
        let result = ISO2709Writer().write([record, ISO2709Tests.sample])
        #expect(result.recordsWritten == 1)
        #expect(result.diagnostics == [IRBISDiagnostic(record: 1, tag: 200, .unmappableCharacters(["🙂 (U+1F642)"], .windows1251))])
    }

    /// The record as the reader returns it: Latin codes lower-case, as the writer writes them.
    func lowered(_ record: IRBISRecord) -> IRBISRecord {
        IRBISRecord(fields: record.fields.map { field in
            IRBISField(tag: field.tag, value: field.value,
                       subfields: field.subfields.map { IRBISSubfield(Character($0.code.lowercased()), $0.value) })
        })
    }
}
