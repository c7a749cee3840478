import KartotekaValues

/// Loan terms as the API shows and takes them; with the scope (a reader category, a kind of
/// item, or both) for a rule.
public struct LoanRuleResource: Codable, Sendable, Hashable {
    /// The reader category the rule covers; absent: any.
    public var category: String?
    /// The kind of item it covers (`textbook`…); absent: any.
    public var kind: String?
    /// Days from lending to the due day, 1–365.
    public var periodDays: Int
    /// How many loans under the rule a reader may hold at once; absent: no limit.
    public var maximumLoans: Int?
    /// Renewals one loan may have, 0–20.
    public var maximumRenewals: Int
    /// Whether the items are read in the reading room only, never lent home.
    public var readingRoomOnly: Bool
    /// The day of the year (`05-31`) loans are made until instead of for `periodDays`: the end
    /// of the school year, for textbooks; absent: for the period.
    public var until: String?

    /// Creates the resource.
    public init(category: String? = nil, kind: String? = nil, periodDays: Int, maximumLoans: Int? = nil, maximumRenewals: Int,
                readingRoomOnly: Bool = false, until: String? = nil) {
        self.until = until
        self.category = category
        self.kind = kind
        self.periodDays = periodDays
        self.maximumLoans = maximumLoans
        self.maximumRenewals = maximumRenewals
        self.readingRoomOnly = readingRoomOnly
    }
}

extension LoanRuleResource: SchemaDescribed {
    /// As an answer and as the body of `PUT /api/v1/loan-rules`.
    public static let schema = Schema<LoanRuleResource>.input(
        "LoanRule", "Loan terms: of a rule (a reader category, a kind of item, or both), or the library's own (neither).",
        [
            .init("category", \.category, "The reader category it covers; any when left out."),
            .init("kind", \.kind, .string("The kind of item it covers; any when left out.", values: DocumentKind.codes)),
            .init("periodDays", \.periodDays, .integer("Days from lending to the due day.", minimum: 1, maximum: 365)),
            .init("maximumLoans", \.maximumLoans, .integer("How many loans under the rule a reader may hold at once; no limit when left out.",
                                                           minimum: 0, maximum: 1000)),
            .init("maximumRenewals", \.maximumRenewals, .integer(minimum: 0, maximum: 20)),
            .init("readingRoomOnly", \.readingRoomOnly, "Whether the items are read in the reading room only, never lent home."),
            .init("until", \.until, "The day of the year (`05-31`, or `31.05`) loans are made until instead of for `periodDays` — "
                + "the end of the school year, for textbooks; for the period when left out or empty."),
        ],
        example: ["category": "учащийся", "kind": "textbook", "periodDays": 365, "maximumLoans": 15, "maximumRenewals": 0,
                  "readingRoomOnly": false])
}

extension LoanRulesResource: SchemaDescribed {
    public static let schema = Schema<LoanRulesResource>.resource(
        "LoanRules", "The library's own terms and the rules over them.",
        [.init("library", \.library), .init("rules", \.rules, "By category, then kind.")])
}
