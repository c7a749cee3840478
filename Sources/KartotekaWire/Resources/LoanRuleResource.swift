import KartotekaValues

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
