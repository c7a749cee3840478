import KartotekaCore
import KartotekaWire

extension TitleForm {
    /// The field of the New Book form that saves a book although it looks catalogued already.
    static let duplicateConfirmed = FormField.checkbox("duplicateConfirmed")

    /// Above a new book's fields: the book looks catalogued already (by its ISBN, or its author,
    /// title and year) — the title to open, adding the copy typed to it instead, and, unless the
    /// ISBN is the same (which the catalogue refuses), saving a new title all the same.
    static func duplicateWarning(_ existing: TitleRecord, typed: TitleDraft, inventory: String, _ context: PageContext) -> HTML {
        let sameISBN = existing.title.isbn != nil && existing.title.isbn == (try? ISBN(parsing: typed.isbn))
        let title = existing.title
        let name = [title.shortDescription, title.year.map(String.init) ?? ""].filter { !$0.isEmpty }.joined(separator: ", ")
        let anyway: HTML = sameISBN ? .empty : """
            <button type="submit" name="\(duplicateConfirmed.name)" value="1">\(context.texts.saveAsNewTitleAnyway)</button>
            """
        return """
            <div class="problems" role="alert" id="duplicate-warning">
            <p>\(sameISBN ? context.texts.duplicateSameISBN : context.texts.duplicateSameAuthorTitleYear)</p>
            <p><a href="\(TitlePages.card.path(existing.id))">\(name)</a></p>
            <div class="actions">
            <button type="submit" class="primary" formaction="\(CopyPages.add.path(existing.id))" id="add-copy-instead">\
            \(context.texts.addCopyToIt(inventory))</button>
            \(anyway)</div>
            </div>
            """
    }
}
