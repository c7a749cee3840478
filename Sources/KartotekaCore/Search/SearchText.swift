import Foundation

/// Folding of text for search: case and `ё`/`е` do not matter, punctuation separates words.
public enum SearchText {
    /// Lower-cases and replaces `ё` with `е`.
    public static func fold(_ text: String) -> String {
        if let folded = foldCyrillic(text) { return folded }
        let lower = text.lowercased()
        var hasYo = false
        var hasDiaeresis = false
        var previous: UInt8 = 0
        for byte in lower.utf8 {
            if previous == 0xD1 && byte == 0x91 { hasYo = true }        // ё, U+0451
            if previous == 0xCC && byte == 0x88 { hasDiaeresis = true } // combining diaeresis, U+0308
            previous = byte
        }
        // Nothing to replace, or only precomposed ё among characters that never combine: a byte
        // swap (ё and е are both two bytes) gives what Foundation's replacement gives, far faster.
        if !hasYo && !hasDiaeresis { return lower }
        guard !hasDiaeresis, TextScan.hasOnlyPlainScalars(lower) else {
            return lower.replacingOccurrences(of: "ё", with: "е")
        }
        var bytes = Array(lower.utf8)
        var index = 0
        while index < bytes.count - 1 {
            if bytes[index] == 0xD1 && bytes[index + 1] == 0x91 {
                bytes[index] = 0xD0
                bytes[index + 1] = 0xB5                                    // е, U+0435
                index += 2
            } else {
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``fold(_:)`` in one pass for text of ASCII, the Russian alphabet (U+0400…U+045F) and
    /// caseless punctuation, whose lower-case forms are a fixed offset: `nil` for anything else.
    static func foldCyrillic(_ text: String) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            var value = scalar.value
            switch value {
            case 0x41...0x5A: value += 0x20
            case 0x00...0x7F: break
            case 0x400...0x40F: value += 0x50
            case 0x410...0x42F: value += 0x20
            case 0x430...0x45F: break
            case 0xA0, 0xAB, 0xBB, 0x2013, 0x2014, 0x2026, 0x2116, 0x201C, 0x201D, 0x201E: break
            default: return nil
            }
            if value == 0x451 { value = 0x435 }                          // ё → е
            if value < 0x80 {
                output.append(UInt8(value))
            } else if value < 0x800 {
                output.append(UInt8(0xC0 | (value >> 6)))
                output.append(UInt8(0x80 | (value & 0x3F)))
            } else {
                output.append(UInt8(0xE0 | (value >> 12)))
                output.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
                output.append(UInt8(0x80 | (value & 0x3F)))
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The text in Unicode's composed form (NFC) when it holds characters that may be written
    /// decomposed (a letter and a combining mark), so that `й` is one letter however it was
    /// typed; text of plain scalars as it is.
    public static func composed(_ text: String) -> String {
        TextScan.hasOnlyPlainScalars(text) ? text : text.precomposedStringWithCanonicalMapping
    }

    /// The words of a text, folded, as ``SearchWordScanner`` cuts them: letters and digits;
    /// everything else separates words.
    public static func words(_ text: String) -> [String] {
        let scanner = SearchWordScanner()
        return scanner.words(composed(text))
    }
}
