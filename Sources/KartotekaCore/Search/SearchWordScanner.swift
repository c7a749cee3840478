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
/// both databases then index the same words. The kind of a word is decided by its folded form,
/// as PostgreSQL's parser sees the words it is given.
///
/// Every title indexed and every query passes through here, so it works on bytes, folds the
/// Russian alphabet by arithmetic, and keeps the folded word in a buffer on the stack.
public struct SearchWordScanner: Sendable {
    /// The longest word kept, in UTF-8 bytes after folding.
    public static let maximumWordBytes = 100

    /// Creates a scanner.
    public init() {}

    /// Hands every word of `text` to `body`: its folded bytes (valid during the call), the byte
    /// range it had in `text`, and its kind.
    public func scan(_ text: UnsafeBufferPointer<UInt8>,
                     _ body: (UnsafeBufferPointer<UInt8>, Range<Int>, SearchWordKind) throws -> Void) rethrows {
        // Room for the longest word kept and the widest folded scalar beyond it.
        let capacity = Self.maximumWordBytes + 16
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { folded in
            var length = 0
            var start = -1
            var hasDigit = false
            var nonASCII = false
            var index = 0
            while index <= text.count {
                var consumed = 1
                var isWordByte = false
                if index < text.count {
                    let byte = text[index]
                    if byte < 0x80 {
                        switch byte {
                        case 0x30...0x39:
                            hasDigit = true
                            isWordByte = true
                            if length < capacity { folded[length] = byte }
                            length += 1
                        case 0x41...0x5A, 0x61...0x7A:
                            isWordByte = true
                            if length < capacity { folded[length] = byte | 0x20 }
                            length += 1
                        default:
                            break
                        }
                    } else {
                        let (scalar, bytes) = Self.decode(text, at: index)
                        consumed = bytes
                        if let scalar, length + 8 <= capacity {
                            let written = Self.writeFolded(scalar, into: folded, at: length)
                            if written > 0 {
                                isWordByte = true
                                nonASCII = nonASCII || folded[length] >= 0x80 || written > 1
                                length += written
                            }
                        } else if scalar != nil, scalar!.properties.isAlphabetic {
                            // A word already too long to keep: it goes on to its end and is left out.
                            isWordByte = true
                            length += bytes
                        }
                    }
                }
                if isWordByte {
                    if start < 0 { start = index }
                } else if start >= 0 {
                    if length <= Self.maximumWordBytes {
                        let kind: SearchWordKind = hasDigit ? .number : nonASCII ? .letters : .latin
                        try body(UnsafeBufferPointer(rebasing: folded[0..<length]), start..<index, kind)
                    }
                    start = -1
                    length = 0
                    hasDigit = false
                    nonASCII = false
                }
                index += consumed
            }
        }
    }

    /// The words of a string, folded.
    public func words(_ text: String) -> [String] {
        var words: [String] = []
        var copy = text
        copy.withUTF8 { bytes in
            scan(bytes) { word, _, _ in words.append(String(decoding: word, as: UTF8.self)) }
        }
        return words
    }

    /// Writes the folded form of a non-ASCII scalar at `offset` and returns how many bytes it
    /// took; 0 when it separates words. The Russian alphabet is folded by offset; other letters by
    /// Unicode's lower-case mapping.
    private static func writeFolded(_ scalar: Unicode.Scalar, into output: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        var value = scalar.value
        switch value {
        case 0x400...0x40F: value += 0x50
        case 0x410...0x42F: value += 0x20
        case 0x430...0x45F: break
        default:
            guard scalar.properties.isAlphabetic else { return 0 }
            var written = 0
            for lower in scalar.properties.lowercaseMapping.unicodeScalars where offset + written + 4 <= output.count {
                written += writeUTF8(lower.value, into: output, at: offset + written)
            }
            return written
        }
        if value == 0x451 { value = 0x435 }                              // ё → е
        return writeUTF8(value, into: output, at: offset)
    }

    private static func writeUTF8(_ value: UInt32, into output: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        switch value {
        case ..<0x80:
            output[offset] = UInt8(value)
            return 1
        case ..<0x800:
            output[offset] = UInt8(0xC0 | (value >> 6))
            output[offset + 1] = UInt8(0x80 | (value & 0x3F))
            return 2
        case ..<0x10000:
            output[offset] = UInt8(0xE0 | (value >> 12))
            output[offset + 1] = UInt8(0x80 | ((value >> 6) & 0x3F))
            output[offset + 2] = UInt8(0x80 | (value & 0x3F))
            return 3
        default:
            output[offset] = UInt8(0xF0 | (value >> 18))
            output[offset + 1] = UInt8(0x80 | ((value >> 12) & 0x3F))
            output[offset + 2] = UInt8(0x80 | ((value >> 6) & 0x3F))
            output[offset + 3] = UInt8(0x80 | (value & 0x3F))
            return 4
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
