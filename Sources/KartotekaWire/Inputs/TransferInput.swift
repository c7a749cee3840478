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
