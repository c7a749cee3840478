import KartotekaValues

extension LossReplacementInput {
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
