extension Day {
    /// Year, month and day of exactly eight ASCII digits (`20230118`), the form IRBIS writes;
    /// `nil` for anything else, which the general parser reads.
    static func compactDigits(_ text: String) -> (Int, Int, Int)? {
        guard text.utf8.count == 8 else { return nil }
        var value = 0
        for byte in text.utf8 {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return (value / 10_000, value / 100 % 100, value % 100)
    }

    /// `YYYY-MM-DD` (or `YYYYMMDD` without a separator) written digit by digit, as
    /// `String(format:)` with `%04d` and `%02d` would, for years 0…9999; `nil` otherwise.
    static func digits(_ year: Int, _ month: Int, _ day: Int, separator: Character?) -> String? {
        guard (0...9999).contains(year), (0...99).contains(month), (0...99).contains(day) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(10)
        for divisor in [1000, 100, 10, 1] { bytes.append(UInt8(0x30 + year / divisor % 10)) }
        if let separator { bytes.append(separator.asciiValue ?? 0x2D) }
        bytes.append(UInt8(0x30 + month / 10))
        bytes.append(UInt8(0x30 + month % 10))
        if let separator { bytes.append(separator.asciiValue ?? 0x2D) }
        bytes.append(UInt8(0x30 + day / 10))
        bytes.append(UInt8(0x30 + day % 10))
        return String(decoding: bytes, as: UTF8.self)
    }
}
