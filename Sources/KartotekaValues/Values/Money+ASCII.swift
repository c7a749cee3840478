extension Money {
    /// ``init(parsing:field:)`` for the usual plain amounts, `254`, `254.5`, `254,50`: the kopecks
    /// without Foundation's trimming and searching, or `nil` for anything else (the general path
    /// then reads or rejects it).
    static func plainKopecks(_ text: String) -> Int64? {
        var whole: Int64 = 0
        var wholeDigits = 0
        var fraction: Int64 = 0
        var fractionDigits = 0
        var seenSeparator = false
        for byte in text.utf8 {
            switch byte {
            case 0x30...0x39:
                let digit = Int64(byte - 0x30)
                if seenSeparator {
                    fraction = fraction * 10 + digit
                    fractionDigits += 1
                } else {
                    whole = whole * 10 + digit
                    wholeDigits += 1
                }
                if wholeDigits > 9 || fractionDigits > 2 { return nil }
            case 0x2C, 0x2E:
                if seenSeparator { return nil }
                seenSeparator = true
            default:
                return nil
            }
        }
        guard wholeDigits > 0, !seenSeparator || fractionDigits > 0 else { return nil }
        return whole * 100 + (fractionDigits == 1 ? fraction * 10 : fraction)
    }
}
