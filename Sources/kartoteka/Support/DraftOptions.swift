import KartotekaCore

/// The CLI options that fill in book, copy and reader drafts, and how they map to draft fields.
enum DraftOptions {
    /// An option that sets a title's field.
    typealias TitleField = (option: Option<String>, field: WritableKeyPath<TitleDraft, String> & Sendable)
    /// An option that sets a copy's field.
    typealias CopyField = (option: Option<String>, field: WritableKeyPath<CopyDraft, String> & Sendable)
    /// An option that sets a reader's field.
    typealias ReaderField = (option: Option<String>, field: WritableKeyPath<ReaderDraft, String> & Sendable)

    /// The fields of a title (the author, the description, the classification).
    static let title: [TitleField] = [
        (.text("isbn", "ISBN", "ISBN (10 или 13 цифр, можно с дефисами)", "ISBN (10 or 13 digits, hyphens allowed)"), \.isbn),
        (.text("surname", "TEXT", "фамилия автора", "author's surname"), \.authorSurname),
        (.text("initials", "TEXT", "инициалы автора: М. Ю.", "author's initials: M. Y."), \.authorInitials),
        (.text("given-names", "TEXT", "имя и отчество автора полностью", "author's full given names"), \.authorGivenNames),
        (.text("other-authors", "TEXT", "другие авторы через ;", "other authors separated by ;"), \.otherAuthors),
        (.text("title", "TEXT", "название книги", "title"), \.title),
        (.text("subtitle", "TEXT", "сведения, относящиеся к заглавию", "subtitle"), \.subtitle),
        (.text("publisher", "TEXT", "издательство", "publisher"), \.publisher),
        (.text("city", "TEXT", "город издания полностью", "city of publication"), \.city),
        (.text("year", "YYYY", "год издания", "year of publication"), \.year),
        (.text("pages", "N", "число страниц", "number of pages"), \.pages),
        (.text("price", "SUM", "цена: 254 или 254.50", "price: 254 or 254.50"), \.price),
        (.text("bbk", "INDEX", "индекс ББК", "BBK index"), \.bbk),
        (.text("udc", "INDEX", "индекс УДК", "UDC index"), \.udc),
        (.text("author-sign", "SIGN", "авторский знак (по умолчанию вычисляется по таблице Хавкиной)",
               "author sign (computed from the Havkina table when omitted)"), \.authorSign),
        (.text("language", "CODE", "язык текста: rus, eng…", "language of the text: rus, eng…"), \.language),
        (.text("annotation", "TEXT", "аннотация", "annotation"), \.annotation),
        (.text("keywords", "TEXT", "ключевые слова через запятую", "keywords separated by commas"), \.keywords),
    ]

    /// The fields of a copy, but its inventory number.
    static let copy: [CopyField] = [
        (.text("place", "CODE", "место хранения (код, по умолчанию из настроек)", "storage place code (default from settings)"), \.storagePlace),
        (.text("copy-price", "SUM", "цена экземпляра", "price of this copy"), \.price),
        (.text("received", "YYYY-MM-DD", "дата поступления", "date received"), \.receivedOn),
        (.text("barcode", "CODE", "штрихкод экземпляра", "copy barcode"), \.barcode),
    ]

    /// The fields of a reader, the ticket first.
    static let reader: [ReaderField] = [(.text("ticket", "T", "номер читательского билета", "reader ticket number"), \.ticketNumber)]
        + readerDetails

    /// The fields of a reader but the ticket.
    static let readerDetails: [ReaderField] = [
        (.text("surname", "TEXT", "фамилия", "surname"), \.surname),
        (.text("name", "TEXT", "имя", "first name"), \.firstName),
        (.text("patronymic", "TEXT", "отчество", "patronymic"), \.patronymic),
        (.text("birth", "DATE", "дата или год рождения", "birth date or year"), \.birth),
        (.text("gender", "female|male", "пол: female (ж) или male (м)", "gender: female or male"), \.gender),
        (.text("category", "TEXT", "категория читателя", "reader category"), \.category),
        (.text("postcode", "TEXT", "почтовый индекс", "postcode"), \.postcode),
        (.text("city", "TEXT", "город", "city"), \.city),
        (.text("street", "TEXT", "улица", "street"), \.street),
        (.text("house", "TEXT", "дом", "house"), \.house),
        (.text("flat", "TEXT", "квартира", "flat"), \.flat),
        (.text("phone", "PHONE", "телефон (обязателен, не повторяется у разных читателей)", "phone (required, unique among readers)"), \.phone),
        (.text("email", "ADDRESS", "электронная почта", "e-mail"), \.email),
        (.text("workplace", "TEXT", "место работы или учёбы", "place of work or study"), \.workplace),
        (.text("registered", "YYYY-MM-DD", "дата записи (по умолчанию сегодня)", "registration date (default today)"), \.registeredOn),
    ]

    /// The options of `fields`, for a command's list.
    static func options<Draft>(_ fields: [(option: Option<String>, field: WritableKeyPath<Draft, String> & Sendable)]) -> [any OptionDeclaration] {
        fields.map(\.option)
    }
}
