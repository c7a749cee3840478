import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// A batch's page: what it is and brought, cataloguing into it, its copies, and the form that
/// changes or closes it.
enum ReceiptCardPage {
    static func render(_ context: PageContext, record: ReceiptRecord, copies: Page<InventoryBookEntry>, draft: ReceiptDraft,
                       problems: [FieldProblem], current: Bool, isOpen: Bool, status: Int) -> HTTPResponse {
        let language = context.language
        let receipt = record.receipt
        let fields = FormInputs(context, problems: problems)
        let path = ReceiptPages.path(record.number)
        let tally = record.tally
        let choose: HTML = record.isOpen && context.may(.editCatalogue) ? """
            <form method="post" action="\(ReceiptPages.choose.path)" class="actions">
            <input type="hidden" name="receipt" value="\(current ? "" : record.number.text)">
            <input type="hidden" name="back" value="\(path)">
            <button type="submit"\(HTML(raw: current ? "" : " class=\"primary\""))>\(current ? context.texts.stopCataloguingIntoIt : context.texts.catalogueIntoIt)</button>
            </form>
            """ : .empty
        let remove: HTML = tally.copies == 0 ? """
            <form method="post" action="\(ReceiptPages.delete.path(record.number))" data-confirm="\(context.texts.deleteReceiptQuestion)" class="actions">
            <button type="submit" class="danger">\(context.texts.delete)</button></form>
            """ : .empty
        let states = [("1", context.texts.openForCopies), ("0", context.texts.closedForCopies)]
        return Layout.page("\(context.texts.receipt) № \(record.number.text)", context, status: status, body: """
            <p class="crumbs"><a href="\(ReceiptPages.list.path)">\(context.texts.receipts)</a></p>
            <h1>\(context.texts.receipt) № \(record.number.text)</h1>
            <p class="actions"><a class="button" href="\(ReceiptPages.print.path(record.number))" id="receipt-print">\(context.texts.printVersion)</a></p>
            <dl class="facts">
            <dt>\(context.texts.receivedOnField)</dt><dd>\(receipt.receivedOn.text(in: language))</dd>
            <dt>\(context.text(LedgerHeading.source.name))</dt><dd>\(context.text(receipt.source.name))</dd>
            <dt>\(context.texts.documentKindField)</dt><dd>\(receipt.document.text(in: language))</dd>
            \(receipt.supplier.isEmpty ? HTML.empty : "<dt>\(context.text(LedgerHeading.supplier.name))</dt><dd>\(receipt.supplier)</dd>" as HTML)
            <dt>\(context.text(LedgerHeading.copies.name))</dt><dd id="receipt-tally">\(context.texts.receiptTally(copies: tally.copies, titles: tally.titles, sum: LedgerTable.money(tally.sum, language)))</dd>
            <dt>\(context.text(LedgerHeading.onBalanceCopies.name))</dt><dd>\(tally.onBalanceCopies) · \(LedgerTable.money(tally.onBalanceSum, language))</dd>
            <dt>\(context.text(LedgerHeading.offBalanceCopies.name))</dt><dd>\(tally.offBalanceCopies) · \(LedgerTable.money(tally.offBalanceSum, language))</dd>
            </dl>
            <p class="muted">\(record.isOpen ? context.texts.openForCopies : context.texts.closedForCopies)\(current ? " · \(context.texts.thisDeskCataloguesIntoIt)" : "")</p>
            \(choose)
            <h2>\(context.texts.copiesOfTheReceipt)</h2>
            \(copies.items.isEmpty ? "<p class=\"empty\">\(context.texts.noCopiesInReceipt)</p>" as HTML : InventoryBookDocument.table(context, copies.items))
            \(Pager.render(context, page: copies, path: path, parameters: []))
            <h2>\(context.texts.edit)</h2>
            \(fields.summary())
            <form method="post" action="\(ReceiptPages.edit.path(record.number))" class="form" id="receipt-form" novalidate>
            \(ReceiptFormInputs.render(fields, context, draft: draft, numberEditable: false))
            \(fields.select("open", context.texts.copiesJoinIt, value: isOpen ? "1" : "0", options: states))
            <div class="actions"><button type="submit" class="primary">\(context.texts.save)</button></div>
            </form>
            \(remove)
            """)
    }
}
