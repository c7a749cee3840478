import KartotekaCore

extension RequestContext {
    /// Refuses a requested due day beyond the loan rules from an account that may not set one. The
    /// rule is the one lending and renewing use: the most specific for the reader's category
    /// (`ticket`, else the copy's holder) and the kind of the copy's title.
    func checkRequestedDueDay(_ day: Day?, for inventory: InventoryNumber, lentTo ticket: TicketNumber? = nil) throws {
        guard let day, !(principal?.account.may(.setAnyDueDay) ?? false) else { return }
        let copy = try store.copy(inventory)
        let category = try (ticket ?? copy.openLoan?.ticketNumber).map { try store.reader($0).record.reader.readerCategory } ?? nil
        let kind = try store.title(copy.record.titleID).record.title.documentKind
        let rules = LoanRules(try store.loanRules(), policy: try store.settings().loanPolicy)
        try rules.rule(for: category, kind: kind).terms.checkWithinRules(day, today: today)
    }
}
