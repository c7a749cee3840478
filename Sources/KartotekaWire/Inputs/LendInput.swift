import KartotekaCore

/// The body of `POST /api/v1/loans`: lend a copy to a reader.
public struct LendInput: Codable, Sendable, Hashable {
    /// The copy's inventory number.
    public var inventoryNumber: String
    /// The reader's ticket number.
    public var ticketNumber: String
    /// The due day, `YYYY-MM-DD`, after today; the library's loan period when `nil`.
    public var dueOn: String?
    /// The code of the branch whose desk lends it; the desk's own when `nil`.
    public var branch: String?
    /// Whether it is lent to read in the library (the reading room), due back today.
    public var inLibrary: Bool?

    /// Creates the input.
    public init(inventoryNumber: String, ticketNumber: String, dueOn: String? = nil, branch: String? = nil, inLibrary: Bool? = nil) {
        self.inventoryNumber = inventoryNumber
        self.ticketNumber = ticketNumber
        self.dueOn = dueOn
        self.branch = branch
        self.inLibrary = inLibrary
    }
}

/// The body of `POST /api/v1/copies/{inventory}/renew` (may be left out).
public struct RenewInput: Codable, Sendable, Hashable {
    /// The new due day, `YYYY-MM-DD`; by the loan rules when `nil`.
    public var dueOn: String?

    /// Creates the input.
    public init(dueOn: String? = nil) {
        self.dueOn = dueOn
    }
}
