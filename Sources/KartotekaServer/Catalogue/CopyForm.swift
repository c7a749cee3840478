import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// Editing a copy: number, place, price, barcode, receipt date, status, and its accounts (batch, balance, kind).
enum CopyForm {
    static func render(_ context: PageContext, copy: CopyRecord, draft: CopyDraft, problems: [FieldProblem], receipts: [ReceiptRecord],
                       status: Int = 200) -> HTTPResponse {
        let fields = FormInputs(context, problems: problems)
        // On loan and written off are what lending and acts of write-off set; a copy keeps them.
        let statuses = CopyStatus.allCases.filter { ![.onLoan, .writtenOff].contains($0) || copy.copy.status == $0 }
            .map { ($0.rawValue, context.text($0.name)) }
        return Layout.page(context.texts.copy, context, status: status, body: """
            <p class="crumbs"><a href="\(TitlePages.card.path(copy.titleID))">\(context.texts.backToTheBook)</a></p>
            <h1>\(context.texts.copy) \(copy.inventoryNumber)</h1>
            \(fields.summary())
            <form method="post" action="\(CopyPages.edit.path(copy.inventoryNumber))" class="form" novalidate>
            \(HTML.join([CopyField.inventoryNumber, .storagePlace, .copyPrice, .barcode, .receivedOn, .status].map { key in
                fields.input(CopyDraft.field(key), of: draft, options: key == .status ? statuses : [])
            }))
            \(CopyAccountInputs.render(fields, context, draft: draft, receipts: receipts))
            <div class="actions"><button type="submit" class="primary">\(context.texts.save)</button>
            <a href="\(TitlePages.card.path(copy.titleID))">\(context.texts.cancel)</a></div>
            </form>
            """)
    }
}
