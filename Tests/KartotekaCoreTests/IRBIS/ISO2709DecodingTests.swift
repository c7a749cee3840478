import Testing
import Foundation
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("ISO 2709: decoding and diagnostics on the fast path")
struct ISO2709DecodingTests {
    /// A record whose field 1 holds `text` as its value and field 200 a subfield `a` with `text`.
    static func record(_ text: [UInt8]) -> [UInt8] {
        let control = text + [ISO2709Reader.fieldTerminator]
        let data = Array("  ".utf8) + [ISO2709Reader.subfieldDelimiter, UInt8(ascii: "a")] + text + [ISO2709Reader.fieldTerminator]
        let directory = Array(String(format: "001%04d%05d200%04d%05d", control.count, 0, data.count, control.count).utf8)
        let base = 24 + directory.count + 1
        let total = base + control.count + data.count + 1
        let leader = Array(String(format: "%05dnam  22%05d   450 ", total, base).utf8)
        return leader + directory + [ISO2709Reader.fieldTerminator] + control + data + [ISO2709Reader.recordTerminator]
    }

    @Test func decodesEveryByteOfWindows1251() {
        let text = (0x20...0xFF).map(UInt8.init).filter { $0 != ISO2709Reader.subfieldDelimiter }
        let result = ISO2709Reader().read(Self.record(text))
        #expect(result.diagnostics.isEmpty)
        let expected = String(String.UnicodeScalarView(text.map(CP1251.scalar(for:))))
        #expect(result.records.first?.value(1) == expected)
        #expect(result.records.first?.subfield(200, "a") == expected)
        for byte in 0...255 where byte != 0x1D && byte != 0x1E && byte != 0x1F {
            let one = ISO2709Reader().read(Self.record([UInt8(byte)]))
            #expect(one.records.first?.value(1) == String(Character(CP1251.scalar(for: UInt8(byte)))), "byte \(byte)")
        }
    }

    @Test func malformedRecordsAreDiagnosedByNumberAndTheRestRead() throws {
        let good = Self.record(Array("Герой".utf8))
        var bad = Self.record(Array("x".utf8))
        bad.replaceSubrange(0..<5, with: Array("00x12".utf8))
        let bytes = good + bad + good
        var numbers: [Int] = []
        let diagnostics = ISO2709Reader().forEachRecord(in: bytes) { number, _ in numbers.append(number) }
        #expect(numbers == [1, 3])
        #expect(diagnostics.map(\.record) == [2])
    }

    @Test func anErrorFromTheBodyStopsReading() {
        struct Stop: Error {}
        let bytes = Self.record([0x41]) + Self.record([0x42]) + Self.record([0x43])
        var seen = 0
        #expect(throws: Stop.self) {
            _ = try ISO2709Reader().forEachRecord(in: bytes) { number, _ in
                seen = number
                if number == 2 { throw Stop() }
            }
        }
        #expect(seen == 2)
    }
}
