import KartotekaValues

/// The body of `POST /api/v1/holds`: a reader reserves a title (`titleId`) or one copy of it
/// (`inventoryNumber`), to be collected at a branch.
public struct HoldInput: Codable, Sendable, Hashable {
    /// The reader's ticket number.
    public var ticketNumber: String
    /// The title to reserve (any copy of it).
    public var titleId: Int64?
    /// The one copy to reserve, instead of a title.
    public var inventoryNumber: String?
    /// The code of the branch to collect the book at; left out: the main branch.
    public var pickupBranch: String?

    /// Creates the input.
    public init(ticketNumber: String, titleId: Int64? = nil, inventoryNumber: String? = nil, pickupBranch: String? = nil) {
        self.ticketNumber = ticketNumber
        self.titleId = titleId
        self.inventoryNumber = inventoryNumber
        self.pickupBranch = pickupBranch
    }
}

extension HoldInput: SchemaDescribed {
    public static let schema = Schema<HoldInput>.input(
        "HoldInput", "A hold to place: a reader and a title (`titleId`) or one copy (`inventoryNumber`).",
        [
            .init("ticketNumber", \.ticketNumber, .string(minLength: 1)),
            .init("titleId", \.titleId, .integer(format: "int64", minimum: 1)), .init("inventoryNumber", \.inventoryNumber),
            .init("pickupBranch", \.pickupBranch, "The code of the branch to collect the book at; the main branch when left out."),
        ],
        example: ["ticketNumber": "R-2001", "titleId": 1, "pickupBranch": "1"])
}
