import KartotekaCore

/// The loan rules, the same for both stores.
extension StoreConnection {
    /// Every rule, by category then kind, rules of any category last.
    package func loanRules() throws -> [LoanRule] {
        try query(Self.loanRulesQuery, values: [], map: Self.decodeLoanRule)
    }

    /// Every rule, as ``decodeLoanRule(_:)`` reads them.
    static var loanRulesQuery: String {
        """
        SELECT category, kind, period_days, maximum_loans, maximum_renewals, reading_room_only, until_day FROM loan_rules
        ORDER BY category_key = '', category_key, kind
        """
    }

    /// A rule, as ``loanRulesQuery`` gives it.
    static func decodeLoanRule(_ row: Row) throws -> LoanRule {
        let kind = row.text(1).isEmpty ? nil : try row.parsed(1, DocumentKind.init(rawValue:))
        return LoanRule(scope: LoanRuleScope(category: ReaderCategory(row.text(0)), kind: kind),
                        terms: LoanTerms(periodDays: try row.int(2), maximumLoans: try row.optionalInt(3),
                                         maximumRenewals: try row.int(4), readingRoomOnly: try row.bool(5),
                                         until: try row.optionalText(6).map { try MonthDay(parsing: $0, field: "until") }))
    }

    /// The rules with the library's policy under them, as lending reads them.
    package func loanRuleBook(policy: LoanPolicy) throws -> LoanRules {
        LoanRules(try loanRules(), policy: policy)
    }

    /// Adds a scope's rule or replaces its terms.
    package func setLoanRule(_ rule: LoanRule, now: Int64) throws {
        guard !rule.scope.isLibraryPolicy else { throw CirculationRuleError.ruleScopeMissing }
        let terms = try rule.terms.validated()
        _ = try change("""
            INSERT INTO loan_rules (category, category_key, kind, period_days, maximum_loans, maximum_renewals, reading_room_only,
                                    created_at, updated_at, until_day)
            VALUES (\(Self.parameters(8)), \(Self.p(8)), \(Self.p(9)))
            ON CONFLICT (category_key, kind) DO UPDATE SET category = excluded.category, period_days = excluded.period_days,
                maximum_loans = excluded.maximum_loans, maximum_renewals = excluded.maximum_renewals,
                reading_room_only = excluded.reading_room_only, updated_at = excluded.updated_at, until_day = excluded.until_day
            """, values: [rule.scope.category?.name ?? "", rule.scope.category?.key ?? "", rule.scope.kind?.rawValue ?? "",
                          terms.periodDays, terms.maximumLoans, terms.maximumRenewals, terms.readingRoomOnly, now, terms.until?.text])
    }

    /// Removes a scope's rule.
    package func removeLoanRule(_ scope: LoanRuleScope) throws {
        let removed = try change("DELETE FROM loan_rules WHERE category_key = \(Self.p(1)) AND kind = \(Self.p(2))",
                                 values: [scope.category?.key ?? "", scope.kind?.rawValue ?? ""])
        guard removed > 0 else { throw CirculationRuleError.ruleNotFound(scope) }
    }
}
