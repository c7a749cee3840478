import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The receipts: a line per batch (number, day, source, document, copies and sum, open or
/// closed), filtered by year, and the form that enters a new one.
enum ReceiptListPage {
    static func render(_ context: PageContext, receipts: Page<ReceiptRecord>, draft: ReceiptDraft, problems: [FieldProblem], year: Int?,
                       status: Int) -> HTTPResponse {
        let language = context.language
        let rows = receipts.items.map { record -> HTML in
            let receipt = record.receipt
            return """
                <li class="row" data-receipt="\(record.number.text)"><a href="\(ReceiptPages.path(record.number))">
                <span class="title">№ \(record.number.text) · \(receipt.receivedOn.text(in: language)) · \(context.text(receipt.source.name))</span>
                <span class="author">\(receipt.document.text(in: language))\(receipt.supplier.isEmpty ? "" : " · \(receipt.supplier)")</span>
                <span class="status">\(context.texts.receiptTally(copies: record.tally.copies, titles: record.tally.titles,
                                                                   sum: LedgerTable.money(record.tally.sum, language)))\(record.isOpen ? " · \(context.texts.openForCopies)" : "")</span>
                </a></li>
                """
        }
        let empty: HTML = rows.isEmpty ? "<p class=\"empty\">\(context.texts.noReceipts)</p>" : .empty
        let fields = FormInputs(context, problems: problems)
        return Layout.page(context.texts.receipts, context, status: status, body: """
            <p class="crumbs"><a href="\(LedgerPages.hub.path)">\(context.texts.fundAccounts)</a></p>
            <h1>\(context.texts.receipts)</h1>
            \(YearFilter.render(context, action: ReceiptPages.list.path, year: year))
            <ul class="rows" id="receipt-list">\(rows)</ul>
            \(empty)
            \(Pager.render(context, page: receipts, path: ReceiptPages.list.path, parameters: year.map { [("year", String($0))] } ?? []))
            <h2>\(context.texts.newReceipt)</h2>
            \(fields.summary())
            <form method="post" action="\(ReceiptPages.create.path)" class="form" id="receipt-form" novalidate>
            \(ReceiptFormInputs.render(fields, context, draft: draft, numberEditable: true))
            <div class="actions"><button type="submit" class="primary">\(context.texts.saveReceipt)</button></div>
            </form>
            """)
    }
}
