extension ISBN {
    /// ``init(parsing:)`` for text that is all ASCII (as nearly every ISBN is), on bytes: the
    /// same result or error, without Foundation's Unicode-aware searching. `nil` when the text
    /// has a non-ASCII byte (a Cyrillic Х, a no-break space, a typographic dash): the general
    /// path handles those.
    static func parseASCII(_ text: String) -> Result<String, ISBNError>? {
        var compact: [UInt8] = []
        compact.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte >= 0x80 { return nil }
            compact.append(byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte)
        }
        for label in labels where compact.starts(with: label) {
            compact.removeFirst(label.count)
            break
        }
        compact.removeAll { $0 == 0x20 || $0 == 0x2D || $0 == 0x3A }
        guard !compact.isEmpty else { return .failure(.empty) }
        let x = UInt8(ascii: "X")
        let xIsLast = compact.firstIndex(of: x).map { $0 == compact.count - 1 } ?? true
        guard xIsLast, compact.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == x }) else {
            return .failure(.invalidCharacters(trimmedASCII(text)))
        }
        if compact.last == x && compact.count != 10 { return .failure(.invalidCharacters(trimmedASCII(text))) }
        switch compact.count {
        case 10:
            let expected = checkByte10(compact[..<9])
            guard compact[9] == expected else { return .failure(.badCheckDigit(expected: Character(Unicode.Scalar(expected)))) }
            let body = Array("978".utf8) + compact[..<9]
            return .success(String(decoding: body + [checkByte13(body[...])], as: UTF8.self))
        case 13, 15, 18:
            let ean = compact[..<13]
            let prefix = String(decoding: ean.prefix(3), as: UTF8.self)
            guard prefix == "978" || prefix == "979" else { return .failure(.notBookland(prefix: prefix)) }
            guard !ean.starts(with: Array("9790".utf8)) else { return .failure(.ismn) }
            let expected = checkByte13(ean.prefix(12))
            guard ean[12] == expected else { return .failure(.badCheckDigit(expected: Character(Unicode.Scalar(expected)))) }
            return .success(String(decoding: ean, as: UTF8.self))
        case 12:
            return .failure(.upc)
        default:
            return .failure(.wrongLength(compact.count))
        }
    }

    /// The prefixes a typed ISBN may start with, longest first where one starts another.
    private static let labels: [[UInt8]] = ["ISBN-13", "ISBN-10", "ISBN13", "ISBN10", "ISBN", "EAN"].map { Array($0.utf8) }

    /// ASCII text without leading and trailing whitespace (tab, line breaks, space).
    private static func trimmedASCII(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// The ISBN-10 check character of nine ASCII digits, as a byte.
    private static func checkByte10(_ nine: ArraySlice<UInt8>) -> UInt8 {
        var sum = 0
        for (offset, digit) in nine.enumerated() { sum += (10 - offset) * Int(digit - 0x30) }
        let check = (11 - sum % 11) % 11
        return check == 10 ? UInt8(ascii: "X") : UInt8(0x30 + check)
    }

    /// The EAN-13 check digit of twelve ASCII digits, as a byte.
    private static func checkByte13(_ twelve: ArraySlice<UInt8>) -> UInt8 {
        var sum = 0
        for (offset, digit) in twelve.enumerated() { sum += (offset.isMultiple(of: 2) ? 1 : 3) * Int(digit - 0x30) }
        return UInt8(0x30 + (10 - sum % 10) % 10)
    }
}
