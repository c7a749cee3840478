import KartotekaCore
import KartotekaHTTP

/// The title card: the record, its copies with lend/return/renew, and the actions on the title.
enum TitleCard {
    static func render(_ context: PageContext, details: TitleDetails, today: Day, policy: LoanPolicy, newInventory: String = "",
                       problems: [FieldProblem] = [], status: Int = 200, recipient: String = "",
                       branches: [BranchRecord] = []) -> HTTPResponse {
        let title = details.record.title
        let id = details.record.id
        let facts: [(String, String, String)] = [
            ("ISBN", "ISBN", title.isbn?.hyphenated ?? ""),
            ("Издательство", "Publisher", title.publisher), ("Город", "City", title.city),
            ("Год", "Year", title.year.map(String.init) ?? ""), ("Страниц", "Pages", title.pages.map(String.init) ?? ""),
            ("Цена", "Price", title.price?.decimalText ?? ""), ("ББК", "BBK", title.bbk), ("УДК", "UDC", title.udc),
            ("Авторский знак", "Author sign", title.authorSign), ("Язык", "Language", title.language),
            ("Ключевые слова", "Keywords", title.keywords.joined(separator: ", ")),
        ]
        let rows = facts.filter { !$0.2.isEmpty }.map { fact -> HTML in "<dt>\(context.t(fact.0, fact.1))</dt><dd>\(fact.2)</dd>" }
        let annotation: HTML = title.annotation.isEmpty ? .empty : "<p class=\"annotation\">\(title.annotation)</p>"
        let networked = branches.count > 1
        let copies = details.copies.map { CopyRow.render(context, copy: $0, today: today, policy: policy, showBranch: networked) }
        let byBranch: HTML = networked ? BranchAvailability.render(context, copies: details.copies, branches: branches) : .empty
        let noCopies: HTML = copies.isEmpty ? "<p class=\"empty\">\(context.t("Экземпляров нет.", "No copies."))</p>" : .empty
        let confirm = context.t("Удалить книгу со всеми экземплярами?", "Delete the book with all its copies?")
        let addCopyError: HTML = FormFields(context, problems: problems).problem("inventoryNumber")
            .map { "<small class=\"error\" id=\"inventoryNumber-error\">\($0)</small>" } ?? .empty
        return Layout.page(title.title, context, status: status, body: """
            <p class="crumbs"><a href="/books">\(context.t("← Книги", "← Books"))</a></p>
            <h1><span class="author">\(title.authorLine)</span> \(title.title)\(title.subtitle.isEmpty ? "" : " : \(title.subtitle)")</h1>
            <dl class="facts">\(rows)</dl>
            \(annotation)
            <div class="actions">
            <a class="button" href="/books/\(id)/edit">\(context.t("Изменить", "Edit"))</a>
            <form method="post" action="/books/\(id)/delete" data-confirm="\(confirm)"><button type="submit" class="danger">\(context.t("Удалить", "Delete"))</button></form>
            </div>
            <h2>\(context.t("Экземпляры", "Copies"))</h2>
            \(byBranch)
            <ul class="copies">\(copies)</ul>
            \(noCopies)
            <form method="post" action="/books/\(id)/copies" class="inline-form" id="add-copy" novalidate>
            <label>\(context.t("Новый экземпляр, инвентарный номер", "New copy, inventory number"))
            <input name="inventoryNumber" id="inventoryNumber" required value="\(newInventory)">\(addCopyError)</label>
            <button type="submit">\(context.t("Добавить экземпляр", "Add copy"))</button>
            </form>
            \(details.copies.isEmpty ? HTML.empty : """
                <form method="get" action="/labels" id="copy-labels" class="actions">
                <button type="submit">\(context.t("Этикетки отмеченных", "Labels for ticked"))</button></form>
                """ as HTML)
            \(ExportPanel.render(context, parameters: [("what", "titles"), ("id", String(id.rawValue))], recipient: recipient))
            """)
    }
}
