import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("Windows-1251")
struct CP1251Tests {
    @Test func theTableHas128Entries() {
        #expect(CP1251.upperHalf.count == 128)
        #expect(Set(CP1251.upperHalf).count == 128)
    }

    @Test func decodesTheUpperHalfAsIconvDoes() throws {
        // Made with iconv -f cp1251 -t utf-8 from the bytes 0x80…0xFF without 0x98 (undefined).
        let expected = try Fixture.text("irbis/cp1251-upper-half-without-98.utf8.txt")
        let bytes = (0x80...0xFF).filter { $0 != 0x98 }.map(UInt8.init)
        #expect(CP1251.decode(bytes) == expected)
    }

    @Test func decodingIsTotalAndEncodingInvertsIt() {
        let all = (0...255).map(UInt8.init)
        let text = CP1251.decode(all)
        #expect(text.unicodeScalars.count == 256)
        let (bytes, report) = IRBISEncoding.windows1251.encode(text)
        #expect(report.isClean)
        #expect(bytes == all)
    }

    @Test("known characters", arguments: [
        ("А", 0xC0), ("я", 0xFF), ("Ё", 0xA8), ("ё", 0xB8), ("№", 0xB9), ("€", 0x88), ("—", 0x97), ("–", 0x96),
        ("«", 0xAB), ("»", 0xBB), ("…", 0x85), ("„", 0x84), ("“", 0x93), ("Ґ", 0xA5), ("і", 0xB3), ("ў", 0xA2),
    ])
    func mapsKnownCharacters(character: String, byte: Int) {
        #expect(CP1251.byte(for: character.unicodeScalars.first!) == UInt8(byte))
        #expect(CP1251.scalar(for: UInt8(byte)) == character.unicodeScalars.first!)
    }

    @Test func reportsCharactersWithoutAReplacement() {
        let (bytes, report) = IRBISEncoding.windows1251.encode("Книга 😀 中")
        #expect(report.unmappable == ["😀 (U+1F600)", "中 (U+4E2D)"])
        #expect(!bytes.contains(UInt8(ascii: "?")))
    }

    @Test("documented replacements", arguments: [
        ("Müller", "Muller", ["ü→u"]), ("Émile Zola", "Emile Zola", ["É→E"]), ("Łódź", "Lodz", ["Ł→L", "ó→o", "ź→z"]),
        ("Straße", "Strasse", ["ß→ss"]), ("1−2", "1-2", ["−→-"]), ("за\u{301}мок", "замок", ["\u{301}→"]),
    ])
    func replacesWhatHasAnObviousStandIn(text: String, expected: String, replaced: [String]) {
        let (bytes, report) = IRBISEncoding.windows1251.encode(text)
        #expect(CP1251.decode(bytes) == expected)
        #expect(report.replaced == replaced)
        #expect(report.unmappable.isEmpty)
    }

    @Test func utf8NeedsNoReplacement() {
        let (bytes, report) = IRBISEncoding.utf8.encode("Книга 😀")
        #expect(report.isClean)
        #expect(String(decoding: bytes, as: UTF8.self) == "Книга 😀")
    }
}
