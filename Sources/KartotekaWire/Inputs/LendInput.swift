import KartotekaValues

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

    /// Whether a title marked above the reader's age is lent all the same (a librarian's decision, never for 18+).
    public var overrideAgeMark: Bool?

    /// Creates the input.
    public init(inventoryNumber: String, ticketNumber: String, dueOn: String? = nil, branch: String? = nil, overrideAgeMark: Bool? = nil, inLibrary: Bool? = nil) {
        self.overrideAgeMark = overrideAgeMark
        self.inventoryNumber = inventoryNumber
        self.ticketNumber = ticketNumber
        self.dueOn = dueOn
        self.branch = branch
        self.inLibrary = inLibrary
    }
}

extension LendInput: SchemaDescribed {
    public static let schema = Schema<LendInput>.input(
        "Lend", "Lend a copy to a reader.",
        [
            .init("inventoryNumber", \.inventoryNumber, .string(minLength: 1)), .init("ticketNumber", \.ticketNumber, .string(minLength: 1)),
            .init("dueOn", \.dueOn, .dayInput("The due day, after today; by default today plus the loan period.")),
            .init("branch", \.branch, "The code of the branch whose desk lends it; the desk's own by default."),
            .init("overrideAgeMark", \.overrideAgeMark, "Lend a title marked above the reader's age all the same (436-FZ): a librarian's "
                  + "decision, noted in the audit log; never for 18+."),
            .init("inLibrary", \.inLibrary, "To read in the library (the reading room): due back today, a copy kept for the reading "
                  + "room included; counted apart by 6-НК and the daily register."),
        ],
        example: ["inventoryNumber": "5001", "ticketNumber": "R-2001"])
}

extension RenewInput: SchemaDescribed {
    public static let schema = Schema<RenewInput>.input(
        "Renew", "Renew a loan (the body may be left out).",
        [.init("dueOn", \.dueOn, .dayInput("The new due day, after today; by default the due day plus the loan period."))])
}
