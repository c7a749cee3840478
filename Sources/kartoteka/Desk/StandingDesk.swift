import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// Loan rules, blocks and lost books, for the `rule`, `block` and `loss` commands.
protocol StandingDesk: Sendable {
    /// The library's own terms and the rules over them.
    func loanRules() throws -> LoanRulesResource
    /// Sets a rule (added, or its terms replaced); returns the rules after.
    func setLoanRule(_ rule: LoanRule) throws -> LoanRulesResource
    /// Removes the rule of a scope.
    func removeLoanRule(_ scope: LoanRuleScope) throws
    /// A page of the readers who may not borrow today.
    func blockedReaders(page: PageRequest) throws -> PageResource<BlockedReaderResource>
    /// Blocks a reader by hand; the reason and the last day as typed.
    func blockReader(_ ticket: TicketNumber, reason: String, until: Day?) throws -> BlockResource
    /// Removes a block set by hand.
    func removeBlock(_ id: BlockID) throws
    /// Records that the reader holding a copy lost it.
    func recordLoss(_ inventory: InventoryNumber) throws -> LossResource
    /// Settles a loss.
    func settleLoss(_ id: LossID, _ settlement: LossSettlementRequest) throws -> LossResource
    /// A page of lost books.
    func losses(_ query: LossQuery) throws -> PageResource<LossResource>
}

/// A school's classes, for `reader import-class` and `reader promote`.
protocol SchoolDesk: Sendable {
    /// Brings in a class list (checked only, with `dryRun`).
    func importClassList(_ data: [UInt8], schoolClass: SchoolClass?, dryRun: Bool) throws -> ClassListReport
    /// The yearly promotion (worked out only, with `dryRun`).
    func promoteClasses(dryRun: Bool) throws -> PromotionResult
    /// Undoes the last yearly promotion.
    func undoPromotion() throws -> PromotionUndoResult
}

/// The reader-first desk, for `desk`.
protocol CounterDesk: Sendable {
    /// What the desk does with a scan while the reader of `ticket` (if any) is at the desk, a copy
    /// lent as `options` ask (the reading-room switch, a second copy confirmed).
    func deskScan(_ code: String, serving ticket: TicketNumber?, _ options: LendingOptions) throws -> DeskScanResult
}
