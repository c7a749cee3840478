import KartotekaCore
import KartotekaHTTP
import KartotekaWire
import KartotekaWireMapping

/// The stock checks, a line each with how far it got, and — for a librarian — the form that begins one.
enum StocktakeListPage {
    static func render(_ context: PageContext, stocktakes: Page<StocktakeRecord>, branches: [BranchRecord], scope: StocktakeInput,
                       problems: [FieldProblem], status: Int) -> HTTPResponse {
        let language = context.language
        let rows = stocktakes.items.map { record -> HTML in
            let state = record.finishedOn.map { context.texts.finishedOn($0.text(in: language)) } ?? context.texts.goingOn
            return """
                <li class="row" data-stocktake="\(record.id)"><a href="\(StocktakePages.card.path(record.id))">
                <span class="title">№ \(record.id) · \(record.startedOn.text(in: language)) · \(StocktakePages.scopeText(context, record.scope, branches: branches))</span>
                <span class="status">\(context.texts.stocktakeProgress(counted: record.counted, expected: record.expected, onPaper: record.onPaper)) · \(state)</span>
                </a></li>
                """
        }
        let empty: HTML = rows.isEmpty ? "<p class=\"empty\">\(context.texts.noStocktakes)</p>" : .empty
        let fields = FormInputs(context, problems: problems)
        let choices = [("", context.texts.everyBranch)] + branches.map { ($0.code.rawValue, "\($0.code) · \($0.branch.name)") }
        let form: HTML = context.may(.keepAccounts) ? """
            <h2>\(context.texts.startStocktake)</h2>
            \(fields.summary())
            <form method="post" action="\(StocktakePages.start.path)" class="form compact" id="stocktake-form" novalidate>
            \(fields.select("branch", context.texts.branch, value: scope.branch ?? "", options: choices))
            \(fields.input("storagePlace", CopyDraft.field(.storagePlace).wording(in: context.texts).label, value: scope.storagePlace ?? ""))
            \(fields.input("inventoryFrom", context.texts.inventoryFromField, value: scope.inventoryFrom ?? ""))
            \(fields.input("inventoryTo", context.texts.inventoryToField, value: scope.inventoryTo ?? ""))
            <p class="hint">\(context.texts.stocktakeScopeHint)</p>
            <div class="actions"><button type="submit" class="primary">\(context.texts.startStocktake)</button></div>
            </form>
            """ : .empty
        return Layout.page(context.texts.stocktakes, context, status: status, body: """
            \(context.may(.keepAccounts) ? "<p class=\"crumbs\"><a href=\"\(LedgerPages.hub.path)\">\(context.texts.fundAccounts)</a></p>" as HTML : .empty)
            <h1>\(context.texts.stocktakes)</h1>
            <ul class="rows" id="stocktake-list">\(rows)</ul>
            \(empty)
            \(Pager.render(context, page: stocktakes, path: StocktakePages.list.path, parameters: []))
            \(form)
            """)
    }
}
