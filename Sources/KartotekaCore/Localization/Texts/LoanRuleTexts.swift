/// The texts of the loan rules: kinds of items, the rules' terms and scopes, refusals by a rule.
protocol LoanRuleTexts: Sendable {
    var textbookKind: String { get }
    var fictionKind: String { get }
    var referenceKind: String { get }
    var periodicalKind: String { get }
    var otherKind: String { get }
    var documentKindRule: String { get }
    var loanPeriodRange: String { get }
    var renewalsRange: String { get }
    var maximumLoansRange: String { get }
    func loanRuleScope(category: String?, kind: Bilingual?) -> String
    func readingRoomOnly(_ inventory: InventoryNumber, rule: Bilingual) -> String
    func loanLimitReached(_ ticket: TicketNumber, held: Int, limit: Int, rule: Bilingual) -> String
    func loanRuleNotFound(_ scope: Bilingual) -> String
    var loanRuleScopeMissing: String { get }
}
