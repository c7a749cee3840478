import KartotekaCore
import KartotekaHTTP

/// Editing a copy: number, place, price, barcode, receipt date and status.
enum CopyForm {
    static func render(_ context: PageContext, copy: CopyRecord, draft: CopyDraft, problems: [FieldProblem], status: Int = 200) -> HTTPResponse {
        let fields = FormFields(context, problems: problems)
        let statuses = CopyStatus.allCases.filter { $0 != .onLoan || copy.copy.status == .onLoan }.map { ($0.rawValue, context.t($0.name)) }
        return Layout.page(context.t("Экземпляр", "Copy"), context, status: status, body: """
            <p class="crumbs"><a href="/books/\(copy.titleID)">\(context.t("← К книге", "← Back to the book"))</a></p>
            <h1>\(context.t("Экземпляр", "Copy")) \(copy.inventoryNumber)</h1>
            \(fields.summary())
            <form method="post" action="/copies/\(PageContext.percentEncode(copy.inventoryNumber.rawValue))/edit" class="form" novalidate>
            \(fields.input("inventoryNumber", context.t("Инвентарный номер", "Inventory number"), value: draft.inventoryNumber, required: true))
            \(fields.input("storagePlace", context.t("Место хранения (код)", "Storage place (code)"), value: draft.storagePlace))
            \(fields.input("copyPrice", context.t("Цена экземпляра", "Copy price"), value: draft.price))
            \(fields.input("barcode", context.t("Штрихкод", "Barcode"), value: draft.barcode))
            \(fields.input("receivedOn", context.t("Дата поступления", "Date received"), value: draft.receivedOn, kind: "date"))
            \(fields.select("status", context.t("Состояние", "Status"), value: draft.status, options: statuses))
            <div class="actions"><button type="submit" class="primary">\(context.t("Сохранить", "Save"))</button>
            <a href="/books/\(copy.titleID)">\(context.t("Отмена", "Cancel"))</a></div>
            </form>
            """)
    }
}
