/// The number a label's barcode carries, or one typed at the desk: a copy's inventory number or a
/// reader's ticket number — both are written the same way, so the number alone does not say which.
public struct LabelNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number, checked as both kinds of number are.
    public let rawValue: String

    /// The number in `text`, or `nil` when it cannot be either kind of number. Twelve digits or
    /// more are a product's barcode (EAN, UPC), not a number the library gives.
    public init?(_ text: String) {
        guard let number = try? InventoryNumber(validating: text),
              !number.rawValue.allSatisfy(\.isASCIIDigit) || number.rawValue.count < 12 else { return nil }
        rawValue = number.rawValue
    }

    /// The number as a copy's inventory number.
    public var inventoryNumber: InventoryNumber { InventoryNumber(unchecked: rawValue) }
    /// The number as a reader's ticket number.
    public var ticketNumber: TicketNumber { TicketNumber(unchecked: rawValue) }

    public var description: String { rawValue }
}
