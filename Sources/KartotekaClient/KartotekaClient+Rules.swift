import Foundation

extension KartotekaClient {
    /// The library's own loan terms and the rules per reader category and kind of item.
    public func loanRules() async throws(KartotekaClientError) -> LoanRulesResource {
        try await send(Request(method: "GET", path: ["api", "v1", "loan-rules"]))
    }

    /// Sets a rule (adds it, or replaces its terms); needs the `manageSettings` permission.
    public func setLoanRule(_ rule: LoanRuleResource) async throws(KartotekaClientError) -> LoanRulesResource {
        try await send(request("PUT", ["api", "v1", "loan-rules"], body: rule))
    }

    /// Removes the rule of a category, a kind, or both; 404 when there is none.
    public func removeLoanRule(category: String?, kind: String?) async throws(KartotekaClientError) {
        var query: [URLQueryItem] = []
        if let category { query.append(URLQueryItem(name: "category", value: category)) }
        if let kind { query.append(URLQueryItem(name: "kind", value: kind)) }
        try await sendExpectingNoContent(Request(method: "DELETE", path: ["api", "v1", "loan-rules"], query: query))
    }

    /// A page of the readers who may not borrow today, with why.
    public func blockedReaders(offset: Int = 0, limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<BlockedReaderResource> {
        try await send(Request(method: "GET", path: ["api", "v1", "blocks"], query: Self.pageItems(offset: offset, limit: limit)))
    }

    /// Blocks a reader by hand, with a reason and perhaps a last day (`YYYY-MM-DD`).
    public func blockReader(_ ticketNumber: String, reason: String, until: String? = nil) async throws(KartotekaClientError) -> BlockResource {
        try await send(request("POST", ["api", "v1", "readers", ticketNumber, "blocks"], body: BlockInput(reason: reason, until: until)))
    }

    /// Removes a block set by hand.
    public func removeBlock(_ id: Int64) async throws(KartotekaClientError) {
        try await sendExpectingNoContent(Request(method: "DELETE", path: ["api", "v1", "blocks", String(id)]))
    }

    /// Records that the reader holding a copy lost it (the loan ends, the copy is lost).
    public func recordLoss(_ inventoryNumber: String) async throws(KartotekaClientError) -> LossResource {
        try await send(Request(method: "POST", path: ["api", "v1", "copies", inventoryNumber, "loss"]))
    }

    /// Settles a loss: `replaced` (perhaps with the copy brought instead, catalogued in the same
    /// step), `paid` (with the sum) or `by_hand` (with a note).
    public func settleLoss(_ id: Int64, _ settlement: LossSettlementInput) async throws(KartotekaClientError) -> LossResource {
        try await send(request("POST", ["api", "v1", "losses", String(id), "settlement"], body: settlement))
    }

    /// A page of lost books, newest first: a reader's, those not settled, those whose copy no act
    /// has written off yet, or all.
    public func losses(ticketNumber: String? = nil, unsettledOnly: Bool = false, awaitingWriteOff: Bool = false, offset: Int = 0,
                       limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<LossResource> {
        var query = Self.pageItems(offset: offset, limit: limit)
        if let ticketNumber { query.append(URLQueryItem(name: "ticket", value: ticketNumber)) }
        if unsettledOnly { query.append(URLQueryItem(name: "unsettled", value: "1")) }
        if awaitingWriteOff { query.append(URLQueryItem(name: "awaitingWriteOff", value: "1")) }
        return try await send(Request(method: "GET", path: ["api", "v1", "losses"], query: query))
    }

    /// The ledger of books accepted from readers instead of lost ones for a year or a period.
    public func replacementLedger(year: Int? = nil, from: String? = nil,
                                  to: String? = nil) async throws(KartotekaClientError) -> ReplacementLedgerResource {
        let query = [("year", year.map(String.init)), ("from", from), ("to", to)].compactMap { name, value in
            value.map { URLQueryItem(name: name, value: $0) }
        }
        return try await send(Request(method: "GET", path: ["api", "v1", "losses", "replacements"], query: query))
    }
}
