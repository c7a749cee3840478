import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("IRBIS text format: reading in pieces")
struct IRBISTextRecordParserTests {
    static let sample = """
        \u{FEFF}#920: PAZK\r
        #200: ^AГерой нашего времени^EРоман\r
        #700: ^AЛермонтов^BМ. Ю.\r
        без решётки\r
        #10 ^A5-7110-0177-9\r
        #abc: x\r
        #210:   \r
        #215: ^A80 с.^\r
        *****\r
        *****\r
        #920: RDR\r
        #30: ^aкод^\u{301}b\r
        *****\r
        #920: PAZK
        """

    /// Every record and diagnostic, fed `size` bytes at a time.
    static func parse(_ bytes: [UInt8], encoding: IRBISEncoding, pieceSize size: Int) -> ([IRBISRecord], [IRBISDiagnostic], [Int]) {
        var parser = IRBISTextRecordParser(encoding: encoding)
        var records: [IRBISRecord] = []
        var numbers: [Int] = []
        var start = 0
        while start < bytes.count {
            let end = min(start + size, bytes.count)
            bytes[start..<end].withUnsafeBufferPointer { piece in
                parser.feed(piece) { number, record in
                    numbers.append(number)
                    records.append(record)
                }
            }
            start = end
        }
        parser.finish { number, record in
            numbers.append(number)
            records.append(record)
        }
        return (records, parser.diagnostics, numbers)
    }

    @Test func piecesOfAnySizeReadAsTheWholeDoes() {
        let bytes = Array(Self.sample.utf8)
        let whole = IRBISTextReader().read(text: Self.sample)
        #expect(whole.records.count == 3)
        #expect(!whole.diagnostics.isEmpty)
        for size in [1, 2, 3, 5, 7, 64, bytes.count] {
            let (records, diagnostics, numbers) = Self.parse(bytes, encoding: .utf8, pieceSize: size)
            #expect(records == whole.records, "piece size \(size)")
            #expect(diagnostics == whole.diagnostics, "piece size \(size)")
            // Numbered as the diagnostics number them: the empty second record counts.
            #expect(numbers == [1, 3, 4])
        }
    }

    @Test func keepsRecordAndLineNumbersOfProblems() {
        let result = IRBISTextReader().read(text: Self.sample)
        let lines = result.diagnostics.map { "\($0.record ?? 0):\($0.line ?? 0)" }
        // Line 4 has no #, 5 no colon, 6 a bad tag, 7 an empty field, 8 an empty code; 10 ends an empty record.
        #expect(lines == ["1:4", "1:5", "1:6", "1:7", "1:8", "2:10", "4:14"])
    }

    @Test func aCaretWithACombiningMarkIsNoDelimiter() {
        // `^` and U+0301 are one character, as the text format has always read them.
        let record = IRBISTextReader().read(text: Self.sample).records[1]
        #expect(record.field(30)?.subfields.map(\.code) == ["a"])
        #expect(record.subfield(30, "a") == "код^\u{301}b")
    }

    @Test func windows1251PiecesDecodeEveryByte() {
        // Every byte that is not structure (LF, CR, ^, #, :, *) as a subfield's text.
        let text = (0x20...0xFF).map(UInt8.init).filter { ![0x5E].contains($0) }
        let bytes = Array("#1: ^A".utf8) + text + Array("\n*****\n".utf8)
        for size in [1, 4, bytes.count] {
            let (records, diagnostics, _) = Self.parse(bytes, encoding: .windows1251, pieceSize: size)
            #expect(diagnostics.isEmpty)
            #expect(records.first?.subfield(1, "A") == CP1251.decode(text))
        }
    }

    @Test func theStreamValidatorAgreesWithWholeValidation() {
        let valid = Array("Лермонтов — «Герой нашего времени» 😀 №5".utf8)
        let invalid = valid + [0xC0] + valid
        let cut = Array(Array("Лермонтов 😀".utf8).dropLast())
        for (bytes, expected) in [(valid, true), (invalid, false), (cut, false)] {
            for size in 1...6 {
                var validator = UTF8StreamValidator()
                var start = 0
                while start < bytes.count {
                    let end = min(start + size, bytes.count)
                    bytes[start..<end].withUnsafeBufferPointer { validator.feed($0) }
                    start = end
                }
                validator.finish()
                #expect(validator.isValid == expected, "piece size \(size)")
            }
        }
    }
}
