import KartotekaValues

/// An act of destruction of personal data with the export of the event log for its run, as the
/// API shows it.
public struct DestructionActResource: Codable, Sendable, Hashable {
    /// An entry of the event log for the run.
    public struct Event: Codable, Sendable, Hashable {
        public var at: String = ""
        public var account: String?
        /// `reader_deleted` or `loans_anonymised`.
        public var kind: String = ""
        public var ticketNumber: String = ""
        public var detail: String = ""

        /// Empty, for the mapping from the domain to fill in.
        public init() {}
    }

    public var id: Int64 = 0
    public var actOn: String = ""
    public var at: String = ""
    public var operatorName: String = ""
    public var operatorAddress: String = ""
    public var categories: [String] = []
    public var tickets: [String] = []
    public var readers: Int = 0
    public var loans: Int = 0
    public var reasons: [String] = []
    public var commission: [String] = []
    public var createdBy: String?
    public var events: [Event]?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension DestructionActResource.Event: SchemaDescribed {
    public static let schema = Schema<DestructionActResource.Event>.resource(
        "DestructionEvent", "An entry of the export of the event log for an anonymisation run.",
        [
            .init("at", \.at, .dateTime()), .init("account", \.account, "Absent for the server's schedule or the local command line."),
            .init("kind", \.kind, .string(values: ["reader_deleted", "loans_anonymised"])),
            .init("ticketNumber", \.ticketNumber), .init("detail", \.detail, "Why (`last_loan 2021-05-14`) or how many loans."),
        ])
}

extension DestructionActResource: SchemaDescribed {
    public static let schema = Schema<DestructionActResource>.resource(
        "DestructionAct", "An act of destruction of readers' personal data (Roskomnadzor order № 179).",
        [
            .init("id", \.id, .id), .init("actOn", \.actOn, .date()), .init("at", \.at, .dateTime()),
            .init("operatorName", \.operatorName, "The library's name as set then."),
            .init("operatorAddress", \.operatorAddress, "The library's address (its main branch's) as set then; empty when none was."),
            .init("categories", \.categories), .init("tickets", \.tickets), .init("readers", \.readers, .count),
            .init("loans", \.loans, .count), .init("reasons", \.reasons, "Why, in the caller's language."),
            .init("commission", \.commission), .init("createdBy", \.createdBy),
            .init("events", \.events, "The export of the event log for the run; absent in a list of acts."),
        ])
}
