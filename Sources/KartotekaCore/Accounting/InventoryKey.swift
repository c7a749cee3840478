/// The key inventory numbers sort by in the database, as ``NaturalKey``'s order sorts them in
/// Swift: numbers of up to 20 digits by value (zeros in front aside) and before any other
/// number, other numbers by their text.
public enum InventoryKey {
    /// The least key of a number that is not plain: every such key is at or above it, every
    /// plain number's below.
    public static let firstOtherThanNumber = "1"

    /// Whether `key` is a plain number's, ordered in SQL as the natural order orders it.
    public static func isNumber(_ key: String) -> Bool {
        key.hasPrefix("0")
    }

    /// The key of an inventory number: `0` and the number's digits padded to 20, or `1` and the text.
    public static func of(_ number: InventoryNumber) -> String {
        let text = number.rawValue
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return "1" + text }
        var digits = Substring(text)
        while digits.count > 1, digits.first == "0" { digits = digits.dropFirst() }
        if digits == "0" { digits = "" }
        guard digits.count <= 20 else { return "1" + text }
        return "0" + String(repeating: "0", count: 20 - digits.count) + digits
    }
}
