extension ISBN {
    /// Whether the text is exactly 13 ASCII digits of a valid ISBN-13 (Bookland prefix, not ISMN,
    /// right check digit) — how the database stores ISBNs and scanners send them — checked
    /// without copying, before ``init(parsing:)`` cleans anything.
    static func isCheckedThirteenDigits(_ text: String) -> Bool {
        var sum = 0
        var count = 0
        var prefix = 0
        for byte in text.utf8 {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"), count < 13 else { return false }
            let digit = Int(byte - UInt8(ascii: "0"))
            if count < 4 { prefix = prefix * 10 + digit }
            if count < 12 { sum += (count % 2 == 0 ? 1 : 3) * digit }
            if count == 12 && digit != (10 - sum % 10) % 10 { return false }
            count += 1
        }
        return count == 13 && (prefix / 10 == 978 || (prefix / 10 == 979 && prefix != 9790))
    }
}
