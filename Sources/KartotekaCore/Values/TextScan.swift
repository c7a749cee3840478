/// Cheap checks on text that let the common case skip grapheme-by-grapheme work.
///
/// A "plain" scalar is one that is never whitespace, never a line break and never joins the
/// scalar before it into one character (no combining marks, joiners or variation selectors):
/// Latin, Greek and Cyrillic letters, digits, punctuation, dashes, quotes, `№`. Text of plain
/// scalars and single inner spaces is what library records almost always hold.
enum TextScan {
    /// Whether `collapsedWhitespace` would return the text unchanged: no leading, trailing or
    /// doubled spaces and only plain scalars otherwise. `false` means "do the full work".
    static func isCollapsed(_ text: String) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable({ isCollapsed(bytes: $0) }) { return answer }
        var previousWasSpace = true
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value == 0x20 {
                if previousWasSpace { return false }
                previousWasSpace = true
                continue
            }
            previousWasSpace = false
            if value < 0x7F {
                if value < 0x20 { return false }
                continue
            }
            if !isPlain(value) { return false }
        }
        return !previousWasSpace
    }

    /// ``isCollapsed(_:)`` on valid UTF-8 bytes: scalars are told apart by their lead byte, and
    /// only the few lead bytes whose range mixes plain and other scalars need decoding.
    static func isCollapsed(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previousWasSpace = true
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x20 {
                if previousWasSpace { return false }
                previousWasSpace = true
                index += 1
                continue
            }
            previousWasSpace = false
            if byte < 0x80 {
                if byte < 0x20 { return false }
                index += 1
                continue
            }
            switch byte {
            case 0xC3...0xCB, 0xD0, 0xD1, 0xD3:                     // U+00C0…U+02FF, U+0400…U+047F, U+04C0…U+04FF
                index += 2
            case 0xC2, 0xCD, 0xD2, 0xD4, 0xE2:                      // ranges that are partly plain: decode
                let length = byte < 0xE0 ? 2 : 3
                guard index + length <= count else { return false }
                var value = UInt32(byte & (length == 2 ? 0x1F : 0x0F))
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                if !isPlain(value) { return false }
                index += length
            default:
                return false
            }
        }
        return !previousWasSpace
    }

    /// Whether every scalar of the text is plain (spaces and other ASCII whitespace aside, which
    /// never join with a neighbour either, except CR LF).
    static func hasOnlyPlainScalars(_ text: String) -> Bool {
        for scalar in text.unicodeScalars where scalar.value >= 0x7F && !isPlain(scalar.value) { return false }
        return true
    }

    /// Whether a scalar at or above U+007F is plain (see the type's description).
    static func isPlain(_ value: UInt32) -> Bool {
        switch value {
        case 0x7F...0x84, 0x86...0x9F, 0xA1...0x2FF: true          // controls, Latin-1, Latin Extended, IPA
        case 0x370...0x482, 0x48A...0x52F: true                    // Greek, Cyrillic (not its combining marks)
        case 0x2010...0x2027, 0x2030...0x205E: true                // dashes, quotes, bullets, ellipsis, primes
        case 0x20A0...0x20CF, 0x2100...0x214F: true                // currency signs, letterlike symbols (№, ™)
        default: false
        }
    }
}
