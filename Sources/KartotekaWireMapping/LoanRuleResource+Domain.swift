import Foundation
import KartotekaCore
import KartotekaWire

extension LoanRuleResource {
    /// The resource for a rule.
    public init(_ rule: LoanRule) {
        self.init(category: rule.scope.category?.name, kind: rule.scope.kind?.rawValue, periodDays: rule.terms.periodDays,
                  maximumLoans: rule.terms.maximumLoans, maximumRenewals: rule.terms.maximumRenewals,
                  readingRoomOnly: rule.terms.readingRoomOnly, until: rule.terms.until?.text)
    }
}

extension LoanRulesResource {
    /// The resource for the rules over a policy.
    public init(_ rules: [LoanRule], policy: LoanPolicy) {
        self.init(library: LoanRuleResource(periodDays: policy.periodDays, maximumRenewals: policy.maximumRenewals),
                  rules: rules.map(LoanRuleResource.init))
    }
}

extension LoanRuleResource {
    /// The rule it describes; a kind that is no kind is a problem of the field `kind`.
    public func rule() throws(ValidationError) -> LoanRule {
        let kind = try kind.flatMap { $0.isEmpty ? nil : $0 }.map { text throws(ValidationError) in
            try DocumentKind(parsing: text, field: "kind")
        }
        let day = try until.flatMap { $0.isEmpty ? nil : $0 }.map { text throws(ValidationError) in
            try MonthDay(parsing: text, field: "until")
        }
        return LoanRule(scope: LoanRuleScope(category: category.flatMap(ReaderCategory.init), kind: kind),
                        terms: try LoanTerms(periodDays: periodDays, maximumLoans: maximumLoans, maximumRenewals: maximumRenewals,
                                             readingRoomOnly: readingRoomOnly, until: day).validated())
    }
}
