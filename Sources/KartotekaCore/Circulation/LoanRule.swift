/// A loan rule: the terms of the loans of one reader category, one kind of item, or both.
public struct LoanRule: Sendable, Hashable, Codable {
    /// The loans it covers.
    public var scope: LoanRuleScope
    /// Their terms.
    public var terms: LoanTerms

    /// Creates a rule.
    public init(scope: LoanRuleScope, terms: LoanTerms) {
        self.scope = scope
        self.terms = terms
    }
}
