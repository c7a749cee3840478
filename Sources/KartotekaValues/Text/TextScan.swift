import Foundation

/// Cheap checks on text that let the common case skip grapheme-by-grapheme work.
///
/// A "plain" scalar is one that is never whitespace, never a line break and never joins the
/// scalar before it into one character (no combining marks, joiners or variation selectors):
/// Latin, Greek and Cyrillic letters, digits, punctuation, dashes, quotes, `№`. Text of plain
/// scalars and single inner spaces is what library records almost always hold.
package enum TextScan {
    /// Whether every scalar of the text is plain (spaces and other ASCII whitespace aside, which
    /// never join with a neighbour either, except CR LF).
    package static func hasOnlyPlainScalars(_ text: String) -> Bool {
        for scalar in text.unicodeScalars where scalar.value >= 0x7F && !isPlain(scalar.value) { return false }
        return true
    }

    /// Whether the text holds a control character (Unicode's `Cc`: U+0000–U+001F, U+007F–U+009F),
    /// told from its UTF-8 bytes: C0 and DEL are single bytes, C1 is `C2 80`…`C2 9F`. With
    /// `besidesLineSpacing`, tabs, line breaks and carriage returns (U+0009–U+000D) do not count.
    package static func hasControlCharacters(_ text: String, besidesLineSpacing: Bool = false) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if (byte < 0x20 && !(besidesLineSpacing && (0x09...0x0D).contains(byte))) || byte == 0x7F
                || (previous == 0xC2 && byte >= 0x80 && byte < 0xA0) {
                return true
            }
            previous = byte
        }
        return false
    }

    /// Whether a scalar at or above U+007F is plain (see the type's description).
    package static func isPlain(_ value: UInt32) -> Bool {
        switch value {
        case 0x7F...0x84, 0x86...0x9F, 0xA1...0x2FF: true          // controls, Latin-1, Latin Extended, IPA
        case 0x370...0x482, 0x48A...0x52F: true                    // Greek, Cyrillic (not its combining marks)
        case 0x2010...0x2027, 0x2030...0x205E: true                // dashes, quotes, bullets, ellipsis, primes
        case 0x20A0...0x20CF, 0x2100...0x214F: true                // currency signs, letterlike symbols (№, ™)
        default: false
        }
    }
}

extension String {
    /// The text without spaces and tabs at either end (`trimmingCharacters(in: .whitespaces)`),
    /// returned as it is, without Foundation, when neither end is whitespace — the usual case.
    package var trimmedOfSpaces: String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return self }
        if !first.properties.isWhitespace && !last.properties.isWhitespace { return self }
        return trimmingCharacters(in: .whitespaces)
    }
}
