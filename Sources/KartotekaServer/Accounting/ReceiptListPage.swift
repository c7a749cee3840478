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
        let frame = LedgerListFrame(title: context.texts.receipts, path: ReceiptPages.list.path, id: "receipt", empty: context.texts.noReceipts,
                                    formTitle: context.texts.newReceipt, action: ReceiptPages.create.path, submit: context.texts.saveReceipt)
        let fields = FormInputs(context, problems: problems)
        return frame.render(context, rows: rows, page: receipts, year: year, fields: fields,
                            inputs: ReceiptFormInputs.render(fields, context, draft: draft, numberEditable: true), status: status)
    }
}
