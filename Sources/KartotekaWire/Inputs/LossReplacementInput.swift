import KartotekaValues

/// The copy a reader brought instead of a lost one, as `POST /api/v1/losses/{id}/settlement`, the
/// settle form and `kartoteka loss settle` give it: its inventory number, price, title and receipt.
public struct LossReplacementInput: Codable, Sendable, Hashable {
    /// The new copy's inventory number.
    public var inventoryNumber: String
    /// Its price, `300.00`; the title's when left out.
    public var price: String?
    /// The id of its title; the lost copy's when left out.
    public var titleId: Int64?
    /// The receipt it joins, `2027/5`, of source `replacement`; the year's open one (or a new one)
    /// when left out.
    public var receipt: String?

    /// Creates the input.
    public init(inventoryNumber: String, price: String? = nil, titleId: Int64? = nil, receipt: String? = nil) {
        self.inventoryNumber = inventoryNumber
        self.price = price
        self.titleId = titleId
        self.receipt = receipt
    }

    /// The form's and the API's field names of the replacement's parts.
    public enum Field {
        public static let inventoryNumber = "replacementInventoryNumber"
        public static let price = "replacementPrice"
        public static let title = "replacementTitle"
        public static let receipt = "replacementReceipt"
    }
}

extension LossReplacementInput: SchemaDescribed {
    public static let schema = Schema<LossReplacementInput>.input(
        nil, "The copy the reader brought, catalogued in the same step; only for `replaced`. No `inventoryNumber` (or an "
            + "empty one): no copy.",
        [
            .init("inventoryNumber", \.inventoryNumber), .init("price", \.price, "`300.00`; the title's when left out."),
            .init("titleId", \.titleId, .integer("Its title; the lost copy's when left out.", minimum: 1)),
            .init("receipt", \.receipt, "A receipt of source `replacement`, `2027/5`; this year's open one (or a new one) when left out."),
        ])
}
