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

/// The loan rules as a whole: the library's own terms, and the rules over them.
public struct LoanRulesResource: Codable, Sendable, Hashable {
    /// The library's own terms (`category` and `kind` absent), for loans no rule covers.
    public var library: LoanRuleResource
    /// The rules, by category then kind.
    public var rules: [LoanRuleResource]

    /// The library's terms and the rules.
    public init(library: LoanRuleResource, rules: [LoanRuleResource]) {
        self.library = library
        self.rules = rules
    }
}
