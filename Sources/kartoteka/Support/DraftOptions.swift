import KartotekaCore

/// The CLI options that fill in book, copy and reader drafts, and how they map to draft fields.
enum DraftOptions {
    typealias TitleField = (option: OptionSpec, field: WritableKeyPath<TitleDraft, String> & Sendable)
    typealias CopyField = (option: OptionSpec, field: WritableKeyPath<CopyDraft, String> & Sendable)
    typealias ReaderField = (option: OptionSpec, field: WritableKeyPath<ReaderDraft, String> & Sendable)

    static let title: [TitleField] = [
        (.value("isbn", "ISBN", "ISBN (10 или 13 цифр, можно с дефисами)", "ISBN (10 or 13 digits, hyphens allowed)"), \.isbn),
        (.value("surname", "TEXT", "фамилия автора", "author's surname"), \.authorSurname),
        (.value("initials", "TEXT", "инициалы автора: М. Ю.", "author's initials: M. Y."), \.authorInitials),
        (.value("given-names", "TEXT", "имя и отчество автора полностью", "author's full given names"), \.authorGivenNames),
        (.value("other-authors", "TEXT", "другие авторы через ;", "other authors separated by ;"), \.otherAuthors),
        (.value("title", "TEXT", "название книги", "title"), \.title),
        (.value("subtitle", "TEXT", "сведения, относящиеся к заглавию", "subtitle"), \.subtitle),
        (.value("publisher", "TEXT", "издательство", "publisher"), \.publisher),
        (.value("city", "TEXT", "город издания полностью", "city of publication"), \.city),
        (.value("year", "YYYY", "год издания", "year of publication"), \.year),
        (.value("pages", "N", "число страниц", "number of pages"), \.pages),
        (.value("price", "SUM", "цена: 254 или 254.50", "price: 254 or 254.50"), \.price),
        (.value("bbk", "INDEX", "индекс ББК", "BBK index"), \.bbk),
        (.value("udc", "INDEX", "индекс УДК", "UDC index"), \.udc),
        (.value("author-sign", "SIGN", "авторский знак (по умолчанию вычисляется по таблице Хавкиной)",
                "author sign (computed from the Havkina table when omitted)"), \.authorSign),
        (.value("language", "CODE", "язык текста: rus, eng…", "language of the text: rus, eng…"), \.language),
        (.value("annotation", "TEXT", "аннотация", "annotation"), \.annotation),
        (.value("keywords", "TEXT", "ключевые слова через запятую", "keywords separated by commas"), \.keywords),
    ]

    static let copy: [CopyField] = [
        (.value("place", "CODE", "место хранения (код, по умолчанию из настроек)", "storage place code (default from settings)"), \.storagePlace),
        (.value("copy-price", "SUM", "цена экземпляра", "price of this copy"), \.price),
        (.value("received", "YYYY-MM-DD", "дата поступления", "date received"), \.receivedOn),
        (.value("barcode", "CODE", "штрихкод экземпляра", "copy barcode"), \.barcode),
    ]

    static let reader: [ReaderField] = [
        (.value("ticket", "T", "номер читательского билета", "reader ticket number"), \.ticketNumber),
        (.value("surname", "TEXT", "фамилия", "surname"), \.surname),
        (.value("name", "TEXT", "имя", "first name"), \.firstName),
        (.value("patronymic", "TEXT", "отчество", "patronymic"), \.patronymic),
        (.value("birth", "DATE", "дата или год рождения", "birth date or year"), \.birth),
        (.value("gender", "female|male", "пол: female (ж) или male (м)", "gender: female or male"), \.gender),
        (.value("category", "TEXT", "категория читателя", "reader category"), \.category),
        (.value("postcode", "TEXT", "почтовый индекс", "postcode"), \.postcode),
        (.value("city", "TEXT", "город", "city"), \.city),
        (.value("street", "TEXT", "улица", "street"), \.street),
        (.value("house", "TEXT", "дом", "house"), \.house),
        (.value("flat", "TEXT", "квартира", "flat"), \.flat),
        (.value("phone", "PHONE", "телефон (обязателен, не повторяется у разных читателей)", "phone (required, unique among readers)"), \.phone),
        (.value("email", "ADDRESS", "электронная почта", "e-mail"), \.email),
        (.value("workplace", "TEXT", "место работы или учёбы", "place of work or study"), \.workplace),
        (.value("registered", "YYYY-MM-DD", "дата записи (по умолчанию сегодня)", "registration date (default today)"), \.registeredOn),
    ]

    /// Overwrites draft fields with the options given.
    static func apply<Draft>(_ fields: [(option: OptionSpec, field: WritableKeyPath<Draft, String> & Sendable)],
                             from input: CommandInput, to draft: inout Draft) {
        for (option, field) in fields {
            if let value = input.option(option.name) { draft[keyPath: field] = value }
        }
    }
}
