import KartotekaCore

extension LoanRuleScope {
    /// How the audit log names a rule: `loan rule of category учащиеся, kind book`, `any` for what
    /// the scope leaves open.
    var auditName: String {
        "loan rule of category \(category?.name ?? "any"), kind \(kind?.rawValue ?? "any")"
    }
}
