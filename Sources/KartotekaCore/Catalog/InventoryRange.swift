/// Many copies at once: `2002-2005` typed as an inventory number means the copies 2002, 2003,
/// 2004 and 2005, as IRBIS's «размножение экземпляров» does. Only two whole numbers of as many
/// digits, the first below the last, at most ``limit`` copies; anything else is one number.
public enum InventoryRange {
    /// The most copies one range adds.
    public static let limit = 500

    /// The numbers a range names, in order; `nil` when `text` is no range (one number, then).
    public static func numbers(in text: String) -> [String]? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }), parts[0].count == parts[1].count,
              let first = Int(parts[0]), let last = Int(parts[1]), first < last, last - first < limit else { return nil }
        let width = parts[0].count
        return (first...last).map { number in
            let digits = String(number)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
    }
}
