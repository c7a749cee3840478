import KartotekaCore
import KartotekaHTTP

/// What the lists of the fund's records share — the receipts, the acts of write-off: the way back
/// to the accounts, the year filter, a line per record with the pager under it, and the form
/// that adds a record.
struct LedgerListFrame {
    /// The list's heading and the page's title.
    let title: String
    /// The list's path, where the year filter and the pager go.
    let path: String
    /// What its list and form are called in the page: `receipt` is `receipt-list`, `receipt-form`.
    let id: String
    /// What an empty list says.
    let empty: String
    /// The form's heading.
    let formTitle: String
    /// Where the form posts.
    let action: String
    /// The form's button.
    let submit: String

    /// The page: `rows` of one page of records, the form's `inputs` under the problems `fields` found.
    func render<Item: Sendable>(_ context: PageContext, rows: [HTML], page: Page<Item>, year: Int?, fields: FormInputs, inputs: HTML,
                      status: Int) -> HTTPResponse {
        let empty: HTML = rows.isEmpty ? "<p class=\"empty\">\(self.empty)</p>" : .empty
        return Layout.page(title, context, status: status, body: """
            <p class="crumbs"><a href="\(LedgerPages.hub.path)">\(context.texts.fundAccounts)</a></p>
            <h1>\(title)</h1>
            \(YearFilter.render(context, action: path, year: year))
            <ul class="rows" id="\(id)-list">\(rows)</ul>
            \(empty)
            \(Pager.render(context, page: page, path: path, parameters: year.map { [("year", String($0))] } ?? []))
            <h2>\(formTitle)</h2>
            \(fields.summary())
            <form method="post" action="\(action)" class="form" id="\(id)-form" novalidate>
            \(inputs)
            <div class="actions"><button type="submit" class="primary">\(submit)</button></div>
            </form>
            """)
    }
}
