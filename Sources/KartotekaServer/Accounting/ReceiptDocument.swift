import KartotekaCore

/// A receipt on paper: what came in, from whom, by which document, its tally, and every copy with
/// its inventory number and price, with lines for those who received and checked it.
enum ReceiptDocument {
    static func render(_ context: PageContext, record: ReceiptRecord, copies: [InventoryBookEntry]) -> HTML {
        let language = context.language
        let receipt = record.receipt
        let tally = record.tally
        func h(_ heading: LedgerHeading) -> String { context.text(heading.name) }
        return """
            <h1>\(context.texts.receipt) № \(record.number.text)</h1>
            <p class="subtitle">\(receipt.receivedOn.text(in: language))</p>
            <table class="facts" id="receipt-facts"><tbody>
            <tr><th>\(h(.source))</th><td>\(context.text(receipt.source.name))</td></tr>
            <tr><th>\(context.texts.documentKindField)</th><td>\(receipt.document.text(in: language))</td></tr>
            \(receipt.supplier.isEmpty ? HTML.empty : "<tr><th>\(h(.supplier))</th><td>\(receipt.supplier)</td></tr>" as HTML)
            <tr><th>\(h(.copies))</th><td>\(context.texts.receiptTally(copies: tally.copies, titles: tally.titles,
                                                                          sum: LedgerTable.money(tally.sum, language)))</td></tr>
            </tbody></table>
            \(copies.isEmpty ? "<p class=\"empty\">\(context.texts.noCopiesInReceipt)</p>" as HTML : InventoryBookDocument.table(context, copies))
            \(PrintLayout.signatures(context, [(context.texts.receivedBy, ""), (context.texts.checkedBy, "")]))
            """
    }
}
