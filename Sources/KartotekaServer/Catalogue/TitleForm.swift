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
            \(HTML.join([CopyField.inventoryNumber, .storagePlace, .copyPrice, .barcode, .receivedOn].map { fields.input(CopyDraft.field($0), of: copy) }))
            \(CopyAccountInputs.render(fields, context, draft: copy, receipts: receipts))
            </fieldset>
            """
        } ?? .empty
        let candidate: HTML = lookupMessage.map { "<p class=\"notice\" role=\"status\" id=\"lookup-result\">\($0)</p>" }
            ?? source.map { "<p class=\"notice\" role=\"status\" id=\"lookup-result\">\(context.texts.fieldsFilledFrom($0))</p>" }
            ?? .empty
        let copycat = PageContext.link(CopyCataloguingPage.page.path, draft.isbn.isEmpty ? [] : [("kind", "isbn"), ("q", draft.isbn)])
        let lookup: HTML = """
            <div class="lookup"><button type="submit" formaction="\(TitlePages.lookUp.path)" formnovalidate id="lookup-button">\(context.texts.lookUpTheISBN)</button>
            <a href="\(copycat)" id="copycat-link">\(context.texts.findInOtherCatalogues)</a><span id="lookup-status" role="status" aria-live="polite" data-lookup="\(Routes.Cataloguing.lookup.path)" data-title="\(TitlePages.card.typedPath)" data-searching="\(context.texts.lookingUpTheISBN)" data-found="\(context.texts.foundInTemplate)" data-catalogued="\(context.texts.alreadyCataloguedAddCopy)"></span></div>
            """
        return Layout.page(heading, context, status: status, body: """
            <h1>\(heading)</h1>
            \(candidate)
            \(fields.summary())
            <form method="post" action="\(action)" class="form" id="book-form" novalidate>
            <button type="submit" class="default-action" tabindex="-1" aria-hidden="true"></button>
            \(back.map { "<input type=\"hidden\" name=\"back\" value=\"\($0)\">" as HTML } ?? .empty)
            \(warning)
            <fieldset><legend>\(context.texts.book)</legend>
            \(HTML.join(TitleFields.all.map { field in titleInput(field, draft: draft, fields: fields, lookup: isNew ? lookup : .empty, context) }))
            </fieldset>
            \(copyFields)
            <div class="actions"><button type="submit" class="primary">\(context.texts.save)</button>
            <a href="\(back ?? TitlePages.list.path)">\(context.texts.cancel)</a></div>
            </form>
            """)
    }

    /// A title field's input: the ISBN with the look-up beside it on a new book's form, the kind
    /// of item as a choice, every other as its table says.
    private static func titleInput(_ field: FieldDescriptor<TitleDraft>, draft: TitleDraft, fields: FormInputs, lookup: HTML,
                                   _ context: PageContext) -> HTML {
        switch field.key {
        case .isbn:
            return "<div class=\"isbn-cell\">\(fields.input(field, of: draft))\n\(lookup)</div>"
        case .documentKind:
            return fields.input(field, of: draft, options: [("", context.texts.kindByBBK)]
                                    + DocumentKind.allCases.map { ($0.rawValue, context.text($0.name)) })
        default:
            return fields.input(field, of: draft)
        }
    }
}
