/// The copy a reader brought instead of a lost one (взамен утерянной), as it joins the fund in the
/// step that settles the loss: its inventory number and price, its title — the lost copy's,
/// unless the librarian names another — and the receipt of source «взамен утерянных» it comes
/// with: the one named, else the latest open one of that source in the year, else a new one dated
/// the day of settling.
public struct LossReplacement: Sendable, Hashable {
    /// The new copy's inventory number.
    public var inventoryNumber: InventoryNumber
    /// Its price; the title's when `nil`.
    public var price: Money?
    /// Its title; the lost copy's when `nil`.
    public var titleID: TitleID?
    /// The receipt it joins; found or opened when `nil`.
    public var receipt: YearlyNumber?

    /// Creates a replacement.
    public init(inventoryNumber: InventoryNumber, price: Money? = nil, titleID: TitleID? = nil, receipt: YearlyNumber? = nil) {
        self.inventoryNumber = inventoryNumber
        self.price = price
        self.titleID = titleID
        self.receipt = receipt
    }

    /// The form's and the API's field of the inventory number, where a problem of the
    /// replacement as a whole is shown.
    public static let field = "replacementInventoryNumber"

    /// Reads the title's number as typed: empty is none (the lost copy's title).
    public static func titleID(parsing text: String) throws(ValidationError) -> TitleID? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        guard let id = TitleID(parsing: trimmed) else {
            throw ValidationError(field: "replacementTitle", message: Bilingual { $0.replacementTitleRule })
        }
        return id
    }

    /// The problem of a replacement whose lost copy has left the catalogue and that names no title.
    public static var titleMissing: ValidationError {
        ValidationError(field: "replacementTitle", message: Bilingual { $0.replacementTitleMissing })
    }
}
