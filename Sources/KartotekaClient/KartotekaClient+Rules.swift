import Foundation

extension KartotekaClient {
    /// The library's own loan terms and the rules per reader category and kind of item.
    public func loanRules() async throws(KartotekaClientError) -> LoanRulesResource {
        try await send(Routes.LoanRules.list)
    }

    /// Sets a rule (adds it, or replaces its terms); needs the `manageSettings` permission.
    public func setLoanRule(_ rule: LoanRuleResource) async throws(KartotekaClientError) -> LoanRulesResource {
        try await send(Routes.LoanRules.set, body: .json(rule))
    }

    /// Removes the rule of a category, a kind, or both; 404 when there is none.
    public func removeLoanRule(category: String?, kind: DocumentKind?) async throws(KartotekaClientError) {
        _ = try await send(Routes.LoanRules.remove, query: [Routes.LoanRules.category.item(category), Routes.LoanRules.kind.item(kind)])
    }

    /// A page of the readers who may not borrow today, with why.
    public func blockedReaders(offset: Int = 0, limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<BlockedReaderResource> {
        try await send(Routes.Standing.blocked, query: Self.page(offset: offset, limit: limit))
    }

    /// Blocks a reader by hand, with a reason and perhaps a last day.
    public func blockReader(_ ticketNumber: TicketNumber, reason: String, until: Day? = nil) async throws(KartotekaClientError)
        -> BlockResource {
        try await send(Routes.Standing.addBlock, ticketNumber, body: .json(BlockInput(reason: reason, until: until?.isoText)))
    }

    /// Removes a block set by hand.
    public func removeBlock(_ id: Int64) async throws(KartotekaClientError) {
        _ = try await send(Routes.Standing.removeBlock, BlockID(id))
    }

    /// Records that the reader holding a copy lost it (the loan ends, the copy is lost).
    public func recordLoss(_ inventoryNumber: InventoryNumber) async throws(KartotekaClientError) -> LossResource {
        try await send(Routes.Standing.recordLoss, inventoryNumber)
    }

    /// Settles a loss: `replaced` (perhaps with the copy brought instead, catalogued in the same
    /// step), `paid` (with the sum) or `by_hand` (with a note).
    public func settleLoss(_ id: Int64, _ settlement: LossSettlementInput) async throws(KartotekaClientError) -> LossResource {
        try await send(Routes.Standing.settle, LossID(id), body: .json(settlement))
    }

    /// A page of lost books, newest first: a reader's, those not settled, those whose copy no act
    /// has written off yet, or all.
    public func losses(ticketNumber: TicketNumber? = nil, unsettledOnly: Bool = false, awaitingWriteOff: Bool = false, offset: Int = 0,
                       limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<LossResource> {
        let route = Routes.Standing.self
        return try await send(route.losses, query: Self.page(offset: offset, limit: limit) + [
            route.ticket.item(ticketNumber), route.unsettled.item(unsettledOnly ? true : nil),
            route.awaitingWriteOff.item(awaitingWriteOff ? true : nil),
        ])
    }

    /// The ledger of books accepted from readers instead of lost ones for a year or a period.
    public func replacementLedger(year: Int? = nil, from: Day? = nil,
                                  to: Day? = nil) async throws(KartotekaClientError) -> ReplacementLedgerResource {
        try await send(Routes.Standing.replacementLedger, query: [Routes.Receipts.year.item(year), Routes.Ledger.from.item(from),
                                                                 Routes.Ledger.to.item(to)])
    }
}
