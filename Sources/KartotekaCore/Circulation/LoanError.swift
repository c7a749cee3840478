/// Why a lending, return or renewal cannot be done.
public enum LoanError: KartotekaError, Equatable {
    /// The copy is already out; `heldBy` is the holder's ticket when known.
    case copyAlreadyOnLoan(InventoryNumber, heldBy: TicketNumber?)
    /// The copy is lost, written off or at the bindery.
    case copyNotLendable(InventoryNumber, CopyStatus)
    /// The copy is not out, so it cannot be returned or renewed.
    case copyNotOnLoan(InventoryNumber)
    /// The loan was renewed as many times as the rules allow.
    case renewalLimitReached(InventoryNumber, limit: Int)
    /// A requested due day is today or in the past.
    case dueDayNotInFuture(Day)
    /// A requested due day is later than the loan rules allow this account to set.
    case dueDayBeyondRules(Day, latest: Day)
    /// The copy is at another branch than the desk lending it.
    case copyAtAnotherBranch(InventoryNumber, at: BranchCode)
    /// The copy is on its way between branches.
    case copyTravelling(InventoryNumber, to: BranchCode)

    public var code: String {
        switch self {
        case .copyAlreadyOnLoan: "copy_already_on_loan"
        case .copyNotLendable: "copy_not_lendable"
        case .copyNotOnLoan: "copy_not_on_loan"
        case .renewalLimitReached: "renewal_limit_reached"
        case .dueDayNotInFuture: "due_day_not_in_future"
        case .dueDayBeyondRules: "due_day_beyond_rules"
        case .copyAtAnotherBranch: "copy_at_another_branch"
        case .copyTravelling: "copy_travelling"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .dueDayNotInFuture, .dueDayBeyondRules: .invalidInput
        default: .conflict
        }
    }

    public var message: Bilingual {
        switch self {
        case .copyAlreadyOnLoan(let inventory, let holder?):
            Bilingual(ru: "Экземпляр \(inventory) уже выдан (читательский билет \(holder)). Сначала оформите возврат.",
                      en: "Copy \(inventory) is already on loan (reader ticket \(holder)). Return it first.")
        case .copyAlreadyOnLoan(let inventory, nil):
            Bilingual(ru: "Экземпляр \(inventory) уже выдан. Сначала оформите возврат.",
                      en: "Copy \(inventory) is already on loan. Return it first.")
        case .copyNotLendable(let inventory, let status):
            Bilingual(ru: "Экземпляр \(inventory) нельзя выдать: он \(status.name.russian).",
                      en: "Copy \(inventory) cannot be lent: it is \(status.name.english).")
        case .copyNotOnLoan(let inventory):
            Bilingual(ru: "Экземпляр \(inventory) не выдан — возвращать или продлевать нечего.",
                      en: "Copy \(inventory) is not on loan, so there is nothing to return or renew.")
        case .renewalLimitReached(let inventory, let limit):
            Bilingual(ru: "Выдачу экземпляра \(inventory) уже продлевали \(limit) раз(а) — больше нельзя. Оформите возврат.",
                      en: "The loan of copy \(inventory) was already renewed \(limit) time(s), the most allowed. Return it instead.")
        case .dueDayNotInFuture(let day):
            Bilingual(ru: "Срок возврата \(day.russianText) должен быть позже сегодняшнего дня.",
                      en: "The due date \(day.isoText) must be after today.")
        case .dueDayBeyondRules(let day, let latest):
            Bilingual(ru: "Срок возврата \(day.russianText) дальше, чем позволяют правила выдачи: не позже \(latest.russianText). Более долгий срок может поставить библиотекарь.",
                      en: "The due date \(day.isoText) is later than the loan rules allow: \(latest.isoText) at the latest. A librarian can set a longer one.")
        case .copyAtAnotherBranch(let inventory, let branch):
            Bilingual(ru: "Экземпляр \(inventory) числится в филиале \(branch), а не здесь. Выдайте его там или сначала перешлите сюда.",
                      en: "Copy \(inventory) is at the branch \(branch), not here. Lend it there, or have it sent here first.")
        case .copyTravelling(let inventory, let branch):
            Bilingual(ru: "Экземпляр \(inventory) в пути в филиал \(branch). Выдать его можно после того, как его там примут.",
                      en: "Copy \(inventory) is on its way to the branch \(branch). It can be lent once it has been received there.")
        }
    }
}
