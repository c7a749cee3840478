/// Why a loan rule, a block or a loss cannot be changed as asked.
public enum CirculationRuleError: KartotekaError, Equatable {
    /// No loan rule has this scope.
    case ruleNotFound(LoanRuleScope)
    /// A rule names a category, a kind, or both; the library's own policy is changed in the settings.
    case ruleScopeMissing
    /// No block set by hand has this id.
    case blockNotFound(BlockID)
    /// No lost book is recorded under this id.
    case lossNotFound(LossID)
    /// The loss was settled already.
    case lossAlreadySettled(LossID)

    public var code: String {
        switch self {
        case .ruleNotFound: "loan_rule_not_found"
        case .ruleScopeMissing: "loan_rule_scope_missing"
        case .blockNotFound: "block_not_found"
        case .lossNotFound: "loss_not_found"
        case .lossAlreadySettled: "loss_already_settled"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .ruleNotFound, .blockNotFound, .lossNotFound: .notFound
        case .ruleScopeMissing: .invalidInput
        case .lossAlreadySettled: .conflict
        }
    }

    public var message: Bilingual {
        switch self {
        case .ruleNotFound(let scope): Bilingual { $0.loanRuleNotFound(scope.name) }
        case .ruleScopeMissing: Bilingual { $0.loanRuleScopeMissing }
        case .blockNotFound(let id): Bilingual { $0.blockNotFound(id) }
        case .lossNotFound(let id): Bilingual { $0.lossNotFound(id) }
        case .lossAlreadySettled(let id): Bilingual { $0.lossAlreadySettled(id) }
        }
    }
}
