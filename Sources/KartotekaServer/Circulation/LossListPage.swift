import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// `/losses`: lost books, newest first — all, those not made good, or those not written off yet —
/// each with its reader and what became of it; for those who keep the accounts, the act of loss
/// that writes off the copies still in the fund, and the ledger of books accepted instead.
enum LossListPage {
    static func render(_ context: PageContext, query: LossQuery, losses: Page<BookLoss>, pending: [BookLoss],
                       calendar: LibraryCalendar) -> HTTPResponse {
        let texts = context.texts
        let rows = losses.items.map { loss -> HTML in
            let recorded = calendar.day(of: loss.recordedAt).text(in: context.language)
            let reader: HTML = loss.ticketNumber.map {
                " · <a href=\"\(ReaderPages.card.path($0))\">\(texts.ticket) \($0)</a>"
            } ?? .empty
            let state: HTML = loss.settlement.map { ReaderStandingPanel.settledText(context, loss, $0, calendar: calendar) }
                ?? "<strong class=\"late\">\(texts.lossNotMadeGood)</strong>"
            return """
                <li class="row" data-loss="\(loss.id)"><strong class="inventory">\(loss.inventoryNumber)</strong> \(loss.titleDescription)\(reader)
                · \(texts.lostOn) \(recorded) · \(state)</li>
                """
        }
        let filters: [(String, String, Bool)] = [
            (LossPages.list.path, texts.lossesAll, !query.unsettledOnly && !query.awaitingWriteOff),
            ("\(LossPages.list.path)?unsettled=1", texts.lossesUnsettled, query.unsettledOnly),
            ("\(LossPages.list.path)?awaitingWriteOff=1", texts.lossesAwaitingWriteOff, query.awaitingWriteOff),
        ]
        let tabs = filters.map { link, name, current -> HTML in
            current ? "<strong>\(name)</strong>" : "<a href=\"\(link)\">\(name)</a>"
        }
        let parameters = [("ticket", query.ticketNumber?.rawValue ?? ""), ("unsettled", query.unsettledOnly ? "1" : ""),
                          ("awaitingWriteOff", query.awaitingWriteOff ? "1" : "")]
        return Layout.page(texts.lostBooks, context, body: """
            <h1>\(texts.lostBooks)</h1>
            <p class="actions" id="loss-filters">\(HTML.join(tabs, separator: " · "))</p>
            \(accounts(context, pending: pending))
            <ul class="rows" id="loss-list">\(rows)</ul>
            \(rows.isEmpty ? "<p class=\"empty\">\(texts.lossesNone)</p>" as HTML : .empty)
            \(Pager.render(context, page: losses, path: LossPages.list.path, parameters: parameters.filter { !$0.1.isEmpty }))
            """)
    }

    /// The act of loss for the copies not yet written off (the write-off form filled in), and the ledger.
    private static func accounts(_ context: PageContext, pending: [BookLoss]) -> HTML {
        guard context.may(.keepAccounts) else { return .empty }
        let texts = context.texts
        let act: HTML = pending.isEmpty ? .empty
            : WriteOffPages.lostCopiesButton(pending.map(\.inventoryNumber), label: "\(texts.writeOffLosses) (\(pending.count))", id: "write-off-losses",
                                             hint: texts.writeOffLossesHint, primary: true)
        return """
            <p class="actions">\(act) <a class="button" href="\(LossPages.ledger.path)">\(texts.replacementLedgerShort)</a></p>
            """
    }
}
