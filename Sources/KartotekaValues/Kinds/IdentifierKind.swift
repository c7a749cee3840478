/// What kind of identifier.
public enum IdentifierKind: String, Sendable, Hashable, CaseIterable {
    /// An ISBN.
    case isbn
    /// A copy's inventory number.
    case inventoryNumber
    /// A copy's barcode.
    case barcode
    /// A BBK or UDC class.
    case classification
    /// An author sign.
    case authorSign
}
