extension PersonName {
    /// ``normalisedInitials(_:)`` of collapsed plain text (see ``String/isPlainText``) done on its
    /// UTF-8 bytes: pieces between points, trimmed, each with a point, joined by spaces, and no
    /// space before a hyphen. `nil` for other text. Initials already in that form come back as
    /// they are.
    static func normalisedPlainInitials(_ collapsed: String) -> String? {
        guard collapsed.isPlainText else { return nil }
        if isNormalisedInitials(collapsed) { return collapsed }
        let bytes = Array(collapsed.utf8)
        guard bytes.contains(UInt8(ascii: ".")) else { return collapsed }
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count + 8)
        for piece in bytes.split(separator: UInt8(ascii: ".")) {
            // Collapsed text has single spaces only, so trimming drops at most one at each end.
            var trimmed = piece[...]
            if trimmed.first == 0x20 { trimmed = trimmed.dropFirst() }
            if trimmed.last == 0x20 { trimmed = trimmed.dropLast() }
            guard !trimmed.isEmpty else { continue }
            if !joined.isEmpty { joined.append(0x20) }
            joined.append(contentsOf: trimmed)
            joined.append(UInt8(ascii: "."))
        }
        let hyphenated = replacing([0x20, UInt8(ascii: "-")], in: replacing([0x20, UInt8(ascii: "-"), 0x20], in: joined))
        if hyphenated == bytes { return collapsed }
        return String(decoding: hyphenated, as: UTF8.self)
    }

    /// Whether collapsed initials are already as ``normalisedPlainInitials(_:)`` writes them
    /// (`М. Ю.`, `Ж.-П.`): they end with a point, a space comes only after a point and before a
    /// letter, and after a point comes a space, a hyphen or the end. A quick test that allocates
    /// nothing; `false` just means the long way.
    private static func isNormalisedInitials(_ collapsed: String) -> Bool {
        var previous: UInt8 = UInt8(ascii: ".")
        var sawAny = false
        for byte in collapsed.utf8 {
            switch byte {
            case UInt8(ascii: "."):
                if previous == UInt8(ascii: ".") || previous == 0x20 || previous == UInt8(ascii: "-") { return false }
            case 0x20:
                if previous != UInt8(ascii: ".") || !sawAny { return false }
            case UInt8(ascii: "-"):
                if previous == 0x20 { return false }
            default:
                if previous == UInt8(ascii: ".") && sawAny { return false }
            }
            previous = byte
            sawAny = true
        }
        return sawAny && previous == UInt8(ascii: ".")
    }

    /// Every occurrence of `pattern`, left to right and not overlapping, replaced with a hyphen.
    private static func replacing(_ pattern: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if index + pattern.count <= bytes.count && bytes[index..<index + pattern.count].elementsEqual(pattern) {
                result.append(UInt8(ascii: "-"))
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }
}
