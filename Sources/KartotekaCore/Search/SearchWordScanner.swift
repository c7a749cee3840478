/// What a search word is made of, which decides how it is reduced to its stem: English words by
/// the English rules, other words of letters by the Russian rules, and words with digits not at
/// all (the classes PostgreSQL's parser gives them too: `asciiword`, `word`, `numword`/`uint`).
public enum SearchWordKind: Sendable, Hashable {
    /// Only the letters a–z.
    case latin
    /// Letters, some of them not a–z (Cyrillic, or another alphabet).
    case letters
    /// At least one digit.
    case number
}

/// Cuts UTF-8 text into search words, folded, in one pass over its bytes: the one definition of a
/// word that the index, the queries and both stores share.
///
/// A word is a run of ASCII letters and digits and of other alphabetic characters; anything else
/// separates words. Folding lower-cases and turns `ё` into `е` (so case and `ё`/`е` never matter).
/// Words longer than ``maximumWordBytes`` once folded are left out: nothing searches by them, and
/// both databases then index the same words.
public struct SearchWordScanner: Sendable {
    /// The longest word kept, in UTF-8 bytes after folding.
    public static let maximumWordBytes = 100

    private var folded: [UInt8] = []

    /// Creates a scanner; its buffer is reused from one word to the next.
    public init() {
        folded.reserveCapacity(Self.maximumWordBytes + 8)
    }

    /// Hands every word of `text` to `body`: its folded bytes (valid during the call), the byte
    /// range it had in `text`, and its kind.
    public mutating func scan(_ text: UnsafeBufferPointer<UInt8>,
                              _ body: (UnsafeBufferPointer<UInt8>, Range<Int>, SearchWordKind) throws -> Void) rethrows {
        var index = 0
        var start = -1
        var hasDigit = false
        folded.removeAll(keepingCapacity: true)
        func finish(at end: Int) throws {
            defer {
                start = -1
                hasDigit = false
                folded.removeAll(keepingCapacity: true)
            }
            guard start >= 0, folded.count <= Self.maximumWordBytes else { return }
            // Decided by the folded word, as PostgreSQL's parser sees the words it is given.
            let kind: SearchWordKind = hasDigit ? .number : folded.allSatisfy({ $0 < 0x80 }) ? .latin : .letters
            try folded.withUnsafeBufferPointer { try body($0, start..<end, kind) }
        }
        while index < text.count {
            let byte = text[index]
            if byte < 0x80 {
                switch byte {
                case 0x30...0x39:
                    hasDigit = true
                    folded.append(byte)
                case 0x41...0x5A:
                    folded.append(byte | 0x20)
                case 0x61...0x7A:
                    folded.append(byte)
                default:
                    try finish(at: index)
                    index += 1
                    continue
                }
                if start < 0 { start = index }
                index += 1
                continue
            }
            let (scalar, length) = Self.decode(text, at: index)
            guard let scalar, Self.appendFolded(scalar, to: &folded) else {
                try finish(at: index)
                index += length
                continue
            }
            if start < 0 { start = index }
            index += length
        }
        try finish(at: text.count)
    }

    /// The words of a string, folded.
    public mutating func words(_ text: String) -> [String] {
        var words: [String] = []
        var copy = text
        copy.withUTF8 { bytes in
            scan(bytes) { word, _, _ in words.append(String(decoding: word, as: UTF8.self)) }
        }
        return words
    }

    /// Appends the folded form of a non-ASCII scalar when it belongs in a word; `false` when it
    /// separates words. The Russian alphabet is folded by offset; other letters by Unicode's
    /// lower-case mapping.
    private static func appendFolded(_ scalar: Unicode.Scalar, to output: inout [UInt8]) -> Bool {
        var value = scalar.value
        switch value {
        case 0x400...0x40F: value += 0x50
        case 0x410...0x42F: value += 0x20
        case 0x430...0x45F: break
        default:
            guard scalar.properties.isAlphabetic else { return false }
            for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                appendUTF8(lower.value, to: &output)
            }
            return true
        }
        if value == 0x451 { value = 0x435 }                              // ё → е
        appendUTF8(value, to: &output)
        return true
    }

    private static func appendUTF8(_ value: UInt32, to output: inout [UInt8]) {
        switch value {
        case ..<0x80:
            output.append(UInt8(value))
        case ..<0x800:
            output.append(UInt8(0xC0 | (value >> 6)))
            output.append(UInt8(0x80 | (value & 0x3F)))
        case ..<0x10000:
            output.append(UInt8(0xE0 | (value >> 12)))
            output.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (value & 0x3F)))
        default:
            output.append(UInt8(0xF0 | (value >> 18)))
            output.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            output.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (value & 0x3F)))
        }
    }

    /// The scalar whose UTF-8 starts at `index` and how many bytes it takes; `nil` (one byte) for
    /// bytes that are not valid UTF-8.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar?, Int) {
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return (nil, 1)
        }
        guard index + length <= bytes.count else { return (nil, 1) }
        for offset in 1..<length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { return (nil, 1) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= smallest, let scalar = Unicode.Scalar(value) else { return (nil, 1) }
        return (scalar, length)
    }
}
