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
            <form method="post" action="\(CopyPages.editForm.path(copy.inventoryNumber))" class="form" novalidate>
            \(fields.input("inventoryNumber", context.texts.inventoryNumber, value: draft.inventoryNumber, required: true))
            \(fields.input("storagePlace", context.texts.storagePlaceCode, value: draft.storagePlace))
            \(fields.input("copyPrice", context.texts.copyPrice, value: draft.price))
            \(fields.input("barcode", context.texts.barcode, value: draft.barcode))
            \(fields.input("receivedOn", context.texts.dateReceived, value: draft.receivedOn, kind: "date"))
            \(fields.select("status", context.texts.status, value: draft.status, options: statuses))
            \(CopyAccountInputs.render(fields, context, draft: draft, receipts: receipts))
            <div class="actions"><button type="submit" class="primary">\(context.texts.save)</button>
            <a href="\(TitlePages.card.path(copy.titleID))">\(context.texts.cancel)</a></div>
            </form>
            """)
    }
}
