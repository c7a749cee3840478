import KartotekaCore

/// Loan rules, blocks and lost books.
extension SQLLibraryStore {
    public func loanRules() throws -> [LoanRule] {
        try read { db in try db.loanRules() }
    }

    public func setLoanRule(_ rule: LoanRule) throws {
        try write { db in try db.setLoanRule(rule, now: nowSeconds) }
    }

    public func removeLoanRule(_ scope: LoanRuleScope) throws {
        try write { db in try db.removeLoanRule(scope) }
    }

    public func addBlock(to ticketNumber: TicketNumber, _ block: NewManualBlock, by account: String?) throws -> ManualBlock {
        try write { db in try db.addBlock(to: ticketNumber, block, by: account, now: nowSeconds) }
    }

    public func removeBlock(_ id: BlockID) throws {
        try write { db in try db.removeBlock(id) }
    }

    public func blockedReaders(page: PageRequest) throws -> Page<BlockedReader> {
        let today = today()
        return Page(fetched: try read { db in try db.blockedReaders(thresholds: db.loadSettings().blocks, today: today, page: page) },
                    request: page)
    }

    public func recordLoss(_ inventoryNumber: InventoryNumber, by account: String?) throws -> BookLoss {
        try write { db in try db.recordLoss(inventoryNumber, by: account, now: nowSeconds) }
    }

    public func settleLoss(_ id: LossID, _ settlement: LossSettlementRequest, by account: String?) throws -> BookLoss {
        let today = today()
        return try write { db in try db.settleLoss(id, settlement, by: account, today: today, now: nowSeconds) }
    }

    public func replacementLedger(_ period: LedgerPeriod) throws -> [ReplacementLedgerLine] {
        try read { db in try db.replacementLedger(period, calendar: calendar) }
    }

    public func loss(_ id: LossID) throws -> BookLoss {
        try read { db in try db.loss(id) }
    }

    public func losses(_ query: LossQuery) throws -> Page<BookLoss> {
        Page(fetched: try read { db in try db.losses(query) }, request: query.page)
    }
}
