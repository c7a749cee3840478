import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("ISO 2709: reading real and damaged data")
struct ISO2709ReaderTests {
    static func nlr() throws -> [UInt8] { Array(try Fixture.data("irbis/nlr-rusmarc.cp1251.iso")) }

    @Test func readsAllNLRRecords() throws {
        let result = ISO2709Reader().read(try ISO2709ReaderTests.nlr())
        #expect(result.diagnostics.isEmpty)
        #expect(result.records.count == 81)
        let first = result.records[0]
        #expect(first.value(1) == "RU\\NLR\\bibl\\3415")
        #expect(first.value(5) == "20031126124354.0")
        #expect(first.subfield(10, "a") == "5-7443-0043-0")
        #expect(first.subfield(200, "a") == "Вып. 13.")
        #expect(first.subfield(215, "a") == "80 с.")
        #expect(first.subfield(215, "c") == "ил., портр.")
        #expect(first.fields(21).count == 2)
        #expect(first.field(461)?.subfields("1") == ["001RU\\NLR\\bibl\\5996", "2001 "])
        let second = result.records[1]
        #expect(second.subfield(200, "f") == "Редкол.: В. Н. Барсуков и др.")
        #expect(second.subfield(686, "a") == "Ч515.815я43")
        #expect(second.subfield(686, "2") == "rubbk")
        #expect(second.subfield(702, "a") == "Барсуков")
        // No mojibake: every text is Cyrillic or ASCII, nothing from the Latin-1 block CP1251 would be misread as.
        let allText = result.records.flatMap(\.fields).flatMap { [$0.value] + $0.subfields.map(\.value) }.joined()
        #expect(!allText.unicodeScalars.contains { (0xC0...0xFF).contains($0.value) || $0 == "\u{FFFD}" })
    }

    @Test func skipsLineBreaksBetweenRecords() throws {
        let bytes = try ISO2709ReaderTests.nlr()
        let first = Int(String(decoding: bytes[0..<5], as: UTF8.self))!
        let spaced = Array(bytes[0..<first]) + [0x0D, 0x0A] + Array(bytes[first...]) + [0x0A]
        let result = ISO2709Reader().read(spaced)
        #expect(result.records.count == 81 && result.diagnostics.isEmpty)
    }

    @Test func aTruncatedRecordIsReportedAndTheOthersKept() throws {
        let bytes = try ISO2709ReaderTests.nlr()
        let result = ISO2709Reader().read(Array(bytes.dropLast(100)))
        #expect(result.records.count == 80)
        #expect(result.diagnostics.count == 1)
        guard case .truncatedRecord(let declared, let available)? = result.diagnostics.first?.problem else {
            Issue.record("expected a truncated record, got \(result.diagnostics)")
            return
        }
        #expect(result.diagnostics[0].record == 81)
        #expect(declared - available == 100)
        #expect(result.diagnostics[0].severity == .error)
    }

    @Test func aBadLeaderSkipsOnlyThatRecord() throws {
        var bytes = try ISO2709ReaderTests.nlr()
        let first = Int(String(decoding: bytes[0..<5], as: UTF8.self))!
        bytes.replaceSubrange(first..<(first + 5), with: Array("12x45".utf8))
        let result = ISO2709Reader().read(bytes)
        #expect(result.records.count == 80)
        #expect(result.diagnostics.map(\.record) == [2])
        guard case .badLeader(let leader)? = result.diagnostics.first?.problem else {
            Issue.record("expected a bad leader, got \(result.diagnostics)")
            return
        }
        #expect(leader.hasPrefix("12x45nam"))
    }

    @Test func aWrongLengthIsReportedAndTheTerminatorTrusted() throws {
        let record = ISO2709Writer().write([ISO2709Tests.sample]).bytes
        var damaged = record
        damaged.replaceSubrange(0..<5, with: Array("00040".utf8))
        let result = ISO2709Reader().read(damaged + record)
        #expect(result.records.count == 2)
        #expect(result.records[0] == result.records[1])
        #expect(result.diagnostics == [IRBISDiagnostic(record: 1, .recordLengthMismatch(declared: 40, actual: record.count))])
    }

    @Test func aBadDirectoryIsReported() {
        var record = ISO2709Writer().write([ISO2709Tests.sample]).bytes
        record[24 + 12 * 5] = UInt8(ascii: "0")  // the directory terminator is gone
        let result = ISO2709Reader().read(record + ISO2709Writer().write([ISO2709Tests.sample]).bytes)
        #expect(result.records.count == 1)
        #expect(result.diagnostics == [IRBISDiagnostic(record: 1, .badDirectory)])
    }

    @Test func badDirectoryEntriesAndOutOfBoundsFieldsSkipOnlyThatField() {
        var record = ISO2709Writer().write([ISO2709Tests.sample]).bytes
        record.replaceSubrange(24..<27, with: Array("9X0".utf8))  // the first entry's tag
        record.replaceSubrange((24 + 12 + 7)..<(24 + 12 + 12), with: Array("99999".utf8))  // the second's offset
        let result = ISO2709Reader().read(record)
        #expect(result.records.count == 1)
        #expect(result.records[0].fields.map(\.tag) == [200, 5, 903])
        #expect(result.diagnostics.map(\.problem) == [.badDirectoryEntry("9X0000700000"), .fieldOutOfBounds])
        #expect(result.diagnostics[1].tag == 10)
    }

    @Test func garbageNeverCrashes() {
        let inputs: [[UInt8]] = [
            [], [0x1D], Array("00000".utf8), Array("99999nam2 2200025 i 450 ".utf8),
            Array("00026nam2 2200025 i 450 \u{1E}\u{1D}".utf8), Array("00030nam2 2299999 i 450 \u{1E}abc\u{1D}".utf8),
            (0..<2_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) },
        ]
        for input in inputs {
            let result = ISO2709Reader().read(input)
            #expect(result.records.allSatisfy { $0.fields.isEmpty } || !result.records.isEmpty)
        }
        #expect(ISO2709Reader().read(Array("00026nam2 2200025 i 450 \u{1E}\u{1D}".utf8)).records == [IRBISRecord()])
    }
}
