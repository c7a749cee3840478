/// The body of `POST /api/v1/transfers`: send a copy to a branch.
public struct TransferInput: Codable, Sendable, Hashable {
    /// The copy's inventory number.
    public var inventoryNumber: String
    /// The code of the branch it goes to.
    public var to: String

    /// Creates the input.
    public init(inventoryNumber: String, to: String) {
        self.inventoryNumber = inventoryNumber
        self.to = to
    }
}

extension TransferInput: SchemaDescribed {
    public static let schema = Schema<TransferInput>.input(
        "TransferInput", "Send a copy to a branch.",
        [
            .init("inventoryNumber", \.inventoryNumber, .string(minLength: 1)),
            .init("to", \.to, .string("The code of the branch.", minLength: 1)),
        ],
        example: ["inventoryNumber": "5001", "to": "Ф2"])
}
