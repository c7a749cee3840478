import KartotekaCore

/// What stops readers from borrowing — blocks a librarian sets by hand, overdue books past the
/// library's thresholds, books lost and not settled — and the lost books themselves. A reader's
/// blocks are on their card (``ReaderStore/reader(_:)``). Every method is one transaction.
public protocol ReaderStandingStore: Sendable {
    /// Blocks a reader by hand, by an account (`nil`: the command line).
    func addBlock(to ticketNumber: TicketNumber, _ block: NewManualBlock, by account: String?) throws -> ManualBlock
    /// Removes a block set by hand; throws ``CirculationRuleError/blockNotFound(_:)``.
    func removeBlock(_ id: BlockID) throws
    /// A page of the readers who may not borrow today, by name, each with why.
    func blockedReaders(page: PageRequest) throws -> Page<BlockedReader>
    /// Records that the reader holding a copy lost it: the loan ends (as lost, without a return),
    /// the copy is lost, and the reader may not borrow until the loss is settled. Throws
    /// ``LoanError/copyNotOnLoan(_:)`` for a copy nobody holds.
    func recordLoss(_ inventoryNumber: InventoryNumber, by account: String?) throws -> BookLoss
    /// Settles a loss; throws ``CirculationRuleError/lossNotFound(_:)`` and
    /// ``CirculationRuleError/lossAlreadySettled(_:)``. A replacement copy in the settlement joins
    /// the fund in the same transaction: the loss is settled with it or not at all.
    func settleLoss(_ id: LossID, _ settlement: LossSettlementRequest, by account: String?) throws -> BookLoss
    /// One loss; throws ``CirculationRuleError/lossNotFound(_:)``.
    func loss(_ id: LossID) throws -> BookLoss
    /// A page of lost books, newest first.
    func losses(_ query: LossQuery) throws -> Page<BookLoss>
    /// The ledger of copies accepted from readers instead of lost ones: the losses settled as
    /// replaced in a period, in the order they were settled.
    func replacementLedger(_ period: LedgerPeriod) throws -> [ReplacementLedgerLine]
}
