extension LoanRules {
    /// The rule a loan of an item of `kind` to a reader of `category` falls under: the most
    /// specific one that covers it, else the library's policy (scope ``LoanRuleScope/library``).
    public func rule(for category: ReaderCategory?, kind: DocumentKind) -> LoanRule {
        rules.filter { $0.scope.covers(category: category, kind: kind) }
            .max { $0.scope.specificity < $1.scope.specificity }
            ?? LoanRule(scope: .library, terms: policy.terms)
    }

    /// The terms on which an item of `kind` may be lent to a reader of `category` who holds items
    /// of `heldKinds` now. Refused when the item is for the reading room only, or the reader holds
    /// as many loans as the rule allows — counting the loans that fall under the same rule.
    public func termsForLending(_ inventory: InventoryNumber, kind: DocumentKind, to ticket: TicketNumber,
                                category: ReaderCategory?, holding heldKinds: [DocumentKind]) throws(LoanError) -> LoanTerms {
        let rule = rule(for: category, kind: kind)
        if rule.terms.readingRoomOnly { throw .readingRoomOnly(inventory, scope: rule.scope) }
        if let limit = rule.terms.maximumLoans {
            let held = heldKinds.filter { self.rule(for: category, kind: $0).scope == rule.scope }.count
            if held >= limit { throw .loanLimitReached(ticket, held: held, limit: limit, scope: rule.scope) }
        }
        return rule.terms
    }
}
