extension EnglishTexts: LoanRuleTexts {
    var textbookKind: String { "textbooks" }
    var fictionKind: String { "fiction" }
    var referenceKind: String { "reference books" }
    var periodicalKind: String { "periodicals" }
    var otherKind: String { "other items" }
    var documentKindRule: String { "The kind of item is one of textbook, fiction, reference, periodical, other." }
    var loanPeriodRange: String { "The loan period is 1 to 365 days." }
    var renewalsRange: String { "Renewals are 0 to 20." }
    var maximumLoansRange: String { "Books held at once are 0 to 1,000 (empty: no limit)." }
    func loanRuleScope(category: String?, kind: Bilingual?) -> String {
        switch (category, kind) {
        case let (category?, kind?): "\(category) · \(kind.english)"
        case let (category?, nil): "\(category) · any item"
        case let (nil, kind?): "any reader · \(kind.english)"
        case (nil, nil): "the library's rules"
        }
    }
    func readingRoomOnly(_ inventory: InventoryNumber, rule: Bilingual) -> String {
        "Copy \(inventory) is for the reading room only (rule “\(rule.english)”): it is not lent home — offer it to read here."
    }
    func loanLimitReached(_ ticket: TicketNumber, held: Int, limit: Int, rule: Bilingual) -> String {
        "Reader \(ticket) already holds \(held) \(plural(held, "book", "books")) under the rule “\(rule.english)”, "
            + "which allows \(limit) at most. Take one of them back first."
    }
    func loanRuleNotFound(_ scope: Bilingual) -> String { "There is no rule “\(scope.english)”." }
    var loanRuleScopeMissing: String {
        "A rule is set for a reader category, a kind of item, or both; the library's own rules are changed in the settings."
    }
}
