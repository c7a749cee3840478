import KartotekaValues

/// What an anonymisation run would do (its dry run) or did, as the API shows it.
public struct AnonymisationResource: Codable, Sendable, Hashable {
    /// A reader destroyed by the retention policy.
    public struct Reader: Codable, Sendable, Hashable {
        public var ticketNumber: String = ""
        public var name: String = ""
        /// `last_loan` or `left_school`.
        public var reason: String = ""
        public var since: String = ""

        /// Empty, for the mapping from the domain to fill in.
        public init() {}
    }

    public var readers: [Reader] = []
    public var loans: Int = 0
    public var actID: Int64?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension AnonymisationResource.Reader: SchemaDescribed {
    public static let schema = Schema<AnonymisationResource.Reader>.resource(
        "AnonymisedReader", "A reader whose personal data the retention policy destroys.",
        [
            .init("ticketNumber", \.ticketNumber), .init("name", \.name, "`Орлов А. В.` (the act names tickets only)."),
            .init("reason", \.reason, .string(values: DestructionReason.allCases.map(\.rawValue))),
            .init("since", \.since, .date("The day the term runs from: the last loan, registration or leaving school.")),
        ])
}

extension AnonymisationResource: SchemaDescribed {
    public static let schema = Schema<AnonymisationResource>.resource(
        "Anonymisation", "What an anonymisation run destroys: readers by the retention policy, and old loans' readers.",
        [
            .init("readers", \.readers), .init("loans", \.loans, .count),
            .init("actID", \.actID, "The act of destruction written for the run; absent for a dry run or when nothing was destroyed."),
        ])
}
