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
    /// The copy was lent to read in the library, due back the same day: such a loan is not renewed.
    case readingRoomLoanNotRenewed(InventoryNumber)
    /// The loan is due already on the last day its terms lend until: a renewal gives nothing.
    case renewalNotLater(InventoryNumber, dueOn: Day)
    /// A requested due day is today or in the past.
    case dueDayNotInFuture(Day)
    /// A requested due day is later than the loan rules allow this account to set.
    case dueDayBeyondRules(Day, latest: Day)
    /// The copy is at another branch than the desk lending it.
    case copyAtAnotherBranch(InventoryNumber, at: BranchCode)
    /// The copy is on its way between branches.
    case copyTravelling(InventoryNumber, to: BranchCode)
    /// The loan rule that covers the copy keeps it in the reading room.
    case readingRoomOnly(InventoryNumber, scope: LoanRuleScope)
    /// The reader holds as many loans under the rule that covers the copy as it allows.
    case loanLimitReached(TicketNumber, held: Int, limit: Int, scope: LoanRuleScope)
    /// The reader may not borrow now: overdue books, a loss not settled, or a block set by hand.
    case readerBlocked(TicketNumber, [ReaderBlock])
    /// The copy is set aside for another reader's hold (on its way to them, or waiting on the
    /// hold shelf until the day given).
    case copyHeldForAnother(InventoryNumber, pickupBy: Day?)
    /// Other readers wait for the title and no other copy can fill their holds, so the loan is
    /// not renewed.
    case renewalWantedByOthers(InventoryNumber, waiting: Int)

    public var code: String {
        switch self {
        case .copyAlreadyOnLoan: "copy_already_on_loan"
        case .copyNotLendable: "copy_not_lendable"
        case .copyNotOnLoan: "copy_not_on_loan"
        case .renewalLimitReached: "renewal_limit_reached"
        case .readingRoomLoanNotRenewed: "reading_room_loan_not_renewed"
        case .renewalNotLater: "renewal_not_later"
        case .dueDayNotInFuture: "due_day_not_in_future"
        case .dueDayBeyondRules: "due_day_beyond_rules"
        case .copyAtAnotherBranch: "copy_at_another_branch"
        case .copyTravelling: "copy_travelling"
        case .readingRoomOnly: "reading_room_only"
        case .loanLimitReached: "loan_limit_reached"
        case .readerBlocked: "reader_blocked"
        case .copyHeldForAnother: "copy_held_for_another_reader"
        case .renewalWantedByOthers: "renewal_wanted_by_others"
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
        case .copyAlreadyOnLoan(let inventory, let holder):
            Bilingual { $0.copyAlreadyOnLoan(inventory, heldBy: holder) }
        case .copyNotLendable(let inventory, let status):
            Bilingual { $0.copyNotLendable(inventory, status: status) }
        case .copyNotOnLoan(let inventory):
            Bilingual { $0.copyNotOnLoan(inventory) }
        case .renewalLimitReached(let inventory, let limit):
            Bilingual { $0.renewalLimitReached(inventory, limit: limit) }
        case .readingRoomLoanNotRenewed(let inventory):
            Bilingual { $0.readingRoomLoanNotRenewed(inventory) }
        case .renewalNotLater(let inventory, let day):
            Bilingual { $0.renewalNotLater(inventory, dueOn: day) }
        case .dueDayNotInFuture(let day):
            Bilingual { $0.dueDayNotInFuture(day) }
        case .dueDayBeyondRules(let day, let latest):
            Bilingual { $0.dueDayBeyondRules(day, latest: latest) }
        case .copyAtAnotherBranch(let inventory, let branch):
            Bilingual { $0.copyAtAnotherBranch(inventory, at: branch) }
        case .copyTravelling(let inventory, let branch):
            Bilingual { $0.copyTravelling(inventory, to: branch) }
        case .readingRoomOnly(let inventory, let scope):
            Bilingual { $0.readingRoomOnly(inventory, rule: scope.name) }
        case .loanLimitReached(let ticket, let held, let limit, let scope):
            Bilingual { $0.loanLimitReached(ticket, held: held, limit: limit, rule: scope.name) }
        case .readerBlocked(let ticket, let blocks):
            Bilingual { $0.readerBlocked(ticket, reasons: blocks.map(\.reason), remedies: blocks.map(\.remedy)) }
        case .copyHeldForAnother(let inventory, let day):
            Bilingual { $0.copyHeldForAnotherReader(inventory, pickupBy: day) }
        case .renewalWantedByOthers(let inventory, let waiting):
            Bilingual { $0.renewalWantedByOthers(inventory, waiting: waiting) }
        }
    }
}
