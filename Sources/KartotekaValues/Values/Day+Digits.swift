extension Day {
    /// Reads exactly `YYYY-MM-DD` in ASCII digits, as the database stores days, without Foundation;
    /// `nil` for any other text or a day that does not exist.
    init?(isoDigits text: String) {
        var utf8 = text.utf8.makeIterator()
        var numbers = (0, 0, 0)
        for position in 0..<10 {
            guard let byte = utf8.next() else { return nil }
            if position == 4 || position == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            switch position {
            case 0..<4: numbers.0 = numbers.0 * 10 + digit
            case 5..<7: numbers.1 = numbers.1 * 10 + digit
            default: numbers.2 = numbers.2 * 10 + digit
            }
        }
        guard utf8.next() == nil else { return nil }
        self.init(year: numbers.0, month: numbers.1, day: numbers.2)
    }

    /// The year in four digits, month and day in two, with `separator` between them when given.
    func digits(separator: UInt8?) -> String {
        let length = separator == nil ? 8 : 10
        return String(unsafeUninitializedCapacity: length) { output in
            var count = 0
            func put(_ value: Int, width: Int) {
                var divisor = 1
                for _ in 1..<width { divisor *= 10 }
                while divisor > 0 {
                    output[count] = UInt8(ascii: "0") + UInt8(value / divisor % 10)
                    count += 1
                    divisor /= 10
                }
            }
            put(year, width: 4)
            if let separator { output[count] = separator; count += 1 }
            put(month, width: 2)
            if let separator { output[count] = separator; count += 1 }
            put(day, width: 2)
            return count
        }
    }

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
}
