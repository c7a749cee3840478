import KartotekaCore
import KartotekaHTTP

/// The New/Edit Book form with every field of the original app and the extended record.
/// Problems show next to their fields, and everything typed is kept when saving fails.
enum BookForm {
    static func render(_ context: PageContext, draft: TitleDraft, copy: CopyDraft?, problems: [FieldProblem], action: String,
                       status: Int = 200, existingTitle: TitleID? = nil, source: String? = nil,
                       lookupMessage: Bilingual? = nil) -> HTTPResponse {
        let fields = FormFields(context, problems: problems)
        let isNew = copy != nil
        let heading = isNew ? context.t("Новая книга", "New book") : context.t("Изменить книгу", "Edit book")
        let addCopy: HTML = existingTitle.map { id in
            let link = PageContext.link("/books/\(id)", [("addCopy", copy?.inventoryNumber ?? "")])
            return "<p class=\"notice\"><a href=\"\(link)#add-copy\">\(context.t("Открыть книгу №\(id) и добавить к ней экземпляр", "Open title #\(id) and add a copy to it"))</a></p>"
        } ?? .empty
        let copyFields: HTML = copy.map { copy in
            """
            <fieldset><legend>\(context.t("Экземпляр", "Copy"))</legend>
            \(fields.input("inventoryNumber", context.t("Инвентарный номер", "Inventory number"), value: copy.inventoryNumber, required: true))
            \(fields.input("storagePlace", context.t("Место хранения (код)", "Storage place (code)"), value: copy.storagePlace))
            \(fields.input("copyPrice", context.t("Цена экземпляра", "Copy price"), value: copy.price, hint: context.t("если отличается от цены издания", "if different from the edition’s price")))
            \(fields.input("barcode", context.t("Штрихкод экземпляра", "Copy barcode"), value: copy.barcode))
            \(fields.input("receivedOn", context.t("Дата поступления", "Date received"), value: copy.receivedOn, kind: "date"))
            </fieldset>
            """
        } ?? .empty
        let candidate: HTML = lookupMessage.map { "<p class=\"notice\" role=\"status\" id=\"lookup-result\">\(context.t($0))</p>" }
            ?? source.map { "<p class=\"notice\" role=\"status\" id=\"lookup-result\">\(context.t("Поля заполнены из «\($0)» — проверьте их перед сохранением.", "The fields were filled from “\($0)” — check them before saving."))</p>" }
            ?? .empty
        let lookupButton: HTML = isNew
            ? "<button type=\"submit\" formaction=\"/books/lookup\" formmethod=\"get\" formnovalidate id=\"lookup-button\">\(context.t("Найти по ISBN", "Look up the ISBN"))</button>"
            : .empty
        return Layout.page(heading, context, status: status, body: """
            <h1>\(heading)</h1>
            \(candidate)
            \(fields.summary())
            \(addCopy)
            <form method="post" action="\(action)" class="form" id="book-form" novalidate>
            <fieldset><legend>\(context.t("Книга", "Book"))</legend>
            <div class="isbn-cell">\(fields.input("isbn", "ISBN", value: draft.isbn, hint: context.t("можно отсканировать сканером штрихкода", "a barcode scanner can type it"), extra: "inputmode=\"numeric\" autocomplete=\"off\" data-isbn"))
            \(isNew ? """
                <div class="lookup">\(lookupButton)<span id="lookup-status" role="status" aria-live="polite" data-searching="\(context.t("Ищу по ISBN…", "Looking up the ISBN…"))" data-found="\(context.t("Найдено в %@ — проверьте поля перед сохранением.", "Found in %@ — check the fields before saving."))" data-catalogued="\(context.t("Эта книга уже есть в каталоге — добавить экземпляр", "This book is already catalogued — add a copy"))"></span></div>
                """ as HTML : .empty)</div>
            \(fields.input("authorSurname", context.t("Фамилия автора", "Author’s surname"), value: draft.authorSurname))
            \(fields.input("authorInitials", context.t("Инициалы автора", "Author’s initials"), value: draft.authorInitials, hint: context.t("например: М. Ю.", "e.g. M. Y.")))
            \(fields.input("authorGivenNames", context.t("Имя и отчество автора полностью", "Author’s full given names"), value: draft.authorGivenNames))
            \(fields.input("otherAuthors", context.t("Другие авторы", "Other authors"), value: draft.otherAuthors, hint: context.t("через точку с запятой", "separated by semicolons")))
            \(fields.input("title", context.t("Название книги", "Title"), value: draft.title, required: true))
            \(fields.input("subtitle", context.t("Сведения к заглавию", "Subtitle"), value: draft.subtitle))
            \(fields.input("publisher", context.t("Издательство", "Publisher"), value: draft.publisher))
            \(fields.input("city", context.t("Город издания", "City of publication"), value: draft.city, hint: context.t("полностью: Москва, а не М.", "in full")))
            \(fields.input("year", context.t("Год издания", "Year"), value: draft.year, extra: "inputmode=\"numeric\""))
            \(fields.input("pages", context.t("Число страниц", "Pages"), value: draft.pages, extra: "inputmode=\"numeric\""))
            \(fields.input("price", context.t("Цена", "Price"), value: draft.price, extra: "inputmode=\"decimal\""))
            \(fields.input("bbk", context.t("ББК", "BBK"), value: draft.bbk))
            \(fields.input("udc", context.t("УДК", "UDC"), value: draft.udc))
            \(fields.input("authorSign", context.t("Авторский знак", "Author sign"), value: draft.authorSign, hint: context.t("если пусто — вычисляется по фамилии", "computed from the surname when empty")))
            \(fields.input("language", context.t("Язык текста", "Language"), value: draft.language, hint: "rus, eng…"))
            \(fields.input("keywords", context.t("Ключевые слова", "Keywords"), value: draft.keywords, hint: context.t("через запятую", "separated by commas")))
            \(fields.textarea("annotation", context.t("Аннотация", "Annotation"), value: draft.annotation))
            </fieldset>
            \(copyFields)
            <div class="actions"><button type="submit" class="primary">\(context.t("Сохранить", "Save"))</button>
            <a href="/books">\(context.t("Отмена", "Cancel"))</a></div>
            </form>
            """)
    }
}
