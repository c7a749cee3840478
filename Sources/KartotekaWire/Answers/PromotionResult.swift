import KartotekaValues

/// What the yearly promotion did, or would do (a dry run): who moves to which class, and who
/// leaves school with what they still hold.
public struct PromotionResult: Codable, Sendable, Hashable {
    /// A pupil's step.
    public struct Step: Codable, Sendable, Hashable {
        public var ticketNumber: String
        /// `Иванов Иван Иванович`.
        public var name: String
        /// `5А`.
        public var from: String
        /// `6А`; absent for a pupil leaving school.
        public var to: String?
        /// What a pupil leaving school still holds.
        public var holding: [LoanResource]?

        /// Creates it from its parts.
        public init(ticketNumber: String, name: String, from: String, to: String? = nil, holding: [LoanResource]? = nil) {
            self.ticketNumber = ticketNumber
            self.name = name
            self.from = from
            self.to = to
            self.holding = holding
        }
    }

    /// Whether nothing was changed.
    public var dryRun: Bool = false
    /// `YYYY-MM-DD`.
    public var day: String = ""
    /// The school's last grade (11, or 9 for a basic school).
    public var lastGrade: Int = 0
    /// `YYYY-MM-DD` of the promotion before, if there was one.
    public var previousPromotionOn: String?
    public var promoted: [Step] = []
    public var graduated: [Step] = []
    /// The pupils a class list for the coming school year placed this summer: left in its class.
    public var listedAhead: [Step] = []

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension PromotionResult: SchemaDescribed {
    public static let schema = Schema<PromotionResult>.resource(
        "Promotion", "What the yearly promotion did, or would do.",
        [
            .init("dryRun", \.dryRun), .init("day", \.day, .date()), .init("lastGrade", \.lastGrade, .integer(minimum: 1, maximum: 11)),
            .init("previousPromotionOn", \.previousPromotionOn, .date()), .init("promoted", \.promoted),
            .init("graduated", \.graduated),
            .init("listedAhead", \.listedAhead, "The pupils a class list for the coming school year placed since 1 June: left in "
                    + "the class it gave (`from` and `to` alike), not moved again."),
        ])
}

extension PromotionResult.Step: SchemaDescribed {
    public static let schema = Schema<PromotionResult.Step>.resource(
        nil, "A pupil's step in the promotion.",
        [
            .init("ticketNumber", \.ticketNumber), .init("name", \.name), .init("from", \.from),
            .init("to", \.to, "Absent for a pupil leaving school."),
            .init("holding", \.holding, "What a pupil leaving school still holds."),
        ])
}
