import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The New/Edit Book form with every field of the original app and the extended record.
/// Problems show next to their fields, and everything typed is kept when saving fails. Enter in a
/// field saves (the form's first button is a hidden Save, ahead of the ISBN look-up's button).
enum TitleForm {
    /// The form; a new book's carries `back` (the list page to return to after saving) and, when
    /// the book looks catalogued already, the `duplicate` with a way to add the copy to it instead.
    static func render(_ context: PageContext, draft: TitleDraft, copy: CopyDraft?, problems: [FieldProblem], action: String,
                       status: Int = 200, source: String? = nil, lookupMessage: String? = nil, back: String? = nil,
                       duplicate: TitleRecord? = nil, receipts: [ReceiptRecord] = []) -> HTTPResponse {
        let fields = FormInputs(context, problems: problems)
        let isNew = copy != nil
        let heading = isNew ? context.texts.newBook : context.texts.editBook
        let warning = duplicate.map { duplicateWarning($0, typed: draft, inventory: copy?.inventoryNumber ?? "", context) } ?? .empty
        let copyFields: HTML = copy.map { copy in
            """
            <fieldset><legend>\(context.texts.copy)</legend>
            \(fields.input("inventoryNumber", context.texts.inventoryNumber, value: copy.inventoryNumber, required: true))
            \(fields.input("storagePlace", context.texts.storagePlaceCode, value: copy.storagePlace))
            \(fields.input("copyPrice", context.texts.copyPrice, value: copy.price, hint: context.texts.ifDifferentFromEditionPrice))
            \(fields.input("barcode", context.texts.copyBarcode, value: copy.barcode))
            \(fields.input("receivedOn", context.texts.dateReceived, value: copy.receivedOn, kind: "date"))
            \(CopyAccountInputs.render(fields, context, draft: copy, receipts: receipts))
            </fieldset>
            """
        } ?? .empty
        let candidate: HTML = lookupMessage.map { "<p class=\"notice\" role=\"status\" id=\"lookup-result\">\($0)</p>" }
            ?? source.map { "<p class=\"notice\" role=\"status\" id=\"lookup-result\">\(context.texts.fieldsFilledFrom($0))</p>" }
            ?? .empty
        let copycat = PageContext.link(CopyCataloguingPage.page.path, draft.isbn.isEmpty ? [] : [("kind", "isbn"), ("q", draft.isbn)])
        let lookupButton: HTML = isNew
            ? """
                <button type="submit" formaction="\(TitlePages.lookUp.path)" formnovalidate id="lookup-button">\(context.texts.lookUpTheISBN)</button>
                <a href="\(copycat)" id="copycat-link">\(context.texts.findInOtherCatalogues)</a>
                """
            : .empty
        return Layout.page(heading, context, status: status, body: """
            <h1>\(heading)</h1>
            \(candidate)
            \(fields.summary())
            <form method="post" action="\(action)" class="form" id="book-form" novalidate>
            <button type="submit" class="default-action" tabindex="-1" aria-hidden="true"></button>
            \(back.map { "<input type=\"hidden\" name=\"back\" value=\"\($0)\">" as HTML } ?? .empty)
            \(warning)
            <fieldset><legend>\(context.texts.book)</legend>
            <div class="isbn-cell">\(fields.input("isbn", "ISBN", value: draft.isbn, hint: context.texts.barcodeScannerCanTypeIt, extra: "inputmode=\"numeric\" autocomplete=\"off\" data-isbn"))
            \(isNew ? """
                <div class="lookup">\(lookupButton)<span id="lookup-status" role="status" aria-live="polite" data-lookup="\(Routes.Cataloguing.lookup.path)" data-title="\(TitlePages.card.typedPath)" data-searching="\(context.texts.lookingUpTheISBN)" data-found="\(context.texts.foundInTemplate)" data-catalogued="\(context.texts.alreadyCataloguedAddCopy)"></span></div>
                """ as HTML : .empty)</div>
            \(fields.input("authorSurname", context.texts.authorSurname, value: draft.authorSurname))
            \(fields.input("authorInitials", context.texts.authorInitials, value: draft.authorInitials, hint: context.texts.initialsExample))
            \(fields.input("authorGivenNames", context.texts.authorGivenNames, value: draft.authorGivenNames))
            \(fields.input("otherAuthors", context.texts.otherAuthors, value: draft.otherAuthors, hint: context.texts.separatedBySemicolons))
            \(fields.input("title", context.texts.bookTitle, value: draft.title, required: true))
            \(fields.input("subtitle", context.texts.subtitle, value: draft.subtitle))
            \(fields.input("publisher", context.texts.publisher, value: draft.publisher))
            \(fields.input("city", context.texts.cityOfPublication, value: draft.city, hint: context.texts.cityInFull))
            \(fields.input("year", context.texts.yearOfPublication, value: draft.year, extra: "inputmode=\"numeric\""))
            \(fields.input("pages", context.texts.numberOfPages, value: draft.pages, extra: "inputmode=\"numeric\""))
            \(fields.input("price", context.texts.price, value: draft.price, extra: "inputmode=\"decimal\""))
            \(fields.input("bbk", context.texts.bbk, value: draft.bbk))
            \(fields.input("udc", context.texts.udc, value: draft.udc))
            \(fields.select(DocumentKind.field, context.texts.documentKind, value: draft.documentKind,
                            options: [("", context.texts.kindByBBK)] + DocumentKind.allCases.map { ($0.rawValue, context.text($0.name)) }))
            \(fields.input("authorSign", context.texts.authorSign, value: draft.authorSign, hint: context.texts.authorSignComputed))
            \(fields.input("language", context.texts.languageOfText, value: draft.language, hint: "rus, eng…"))
            \(fields.input("keywords", context.texts.keywords, value: draft.keywords, hint: context.texts.separatedByCommas))
            \(fields.textarea("annotation", context.texts.annotation, value: draft.annotation))
            </fieldset>
            \(copyFields)
            <div class="actions"><button type="submit" class="primary">\(context.texts.save)</button>
            <a href="\(back ?? TitlePages.list.path)">\(context.texts.cancel)</a></div>
            </form>
            """)
    }
}
