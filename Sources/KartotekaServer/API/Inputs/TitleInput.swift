import KartotekaCore

/// The body of `POST /api/v1/titles` and `PUT /api/v1/titles/{id}`.
struct TitleInput: APIInput {
    var isbn: String?
    var authorSurname: String?
    var authorInitials: String?
    var authorGivenNames: String?
    var otherAuthors: [String]?
    var title: String?
    var subtitle: String?
    var publisher: String?
    var city: String?
    var year: Int?
    var pages: Int?
    var price: DecimalText?
    var bbk: String?
    var udc: String?
    var authorSign: String?
    var language: String?
    var annotation: String?
    var keywords: [String]?
    /// Copies to add with a new title.
    var copies: [CopyInput]?

    static let fieldNames: Set<String> = [
        "isbn", "authorSurname", "authorInitials", "authorGivenNames", "otherAuthors", "title", "subtitle", "publisher",
        "city", "year", "pages", "price", "bbk", "udc", "authorSign", "language", "annotation", "keywords", "copies",
    ]

    static var nestedInputs: [String: any APIInput.Type] { ["copies": CopyInput.self] }

    /// The fields as a form draft, to be validated like any other input.
    var draft: TitleDraft {
        var draft = TitleDraft()
        draft.isbn = isbn ?? ""
        draft.authorSurname = authorSurname ?? ""
        draft.authorInitials = authorInitials ?? ""
        draft.authorGivenNames = authorGivenNames ?? ""
        draft.otherAuthors = (otherAuthors ?? []).joined(separator: "; ")
        draft.title = title ?? ""
        draft.subtitle = subtitle ?? ""
        draft.publisher = publisher ?? ""
        draft.city = city ?? ""
        draft.year = year.map(String.init) ?? ""
        draft.pages = pages.map(String.init) ?? ""
        draft.price = price?.text ?? ""
        draft.bbk = bbk ?? ""
        draft.udc = udc ?? ""
        draft.authorSign = authorSign ?? ""
        draft.language = language ?? ""
        draft.annotation = annotation ?? ""
        draft.keywords = (keywords ?? []).joined(separator: ", ")
        return draft
    }
}

/// A price given as a JSON number (`254.5`) or string (`"254,50"`).
struct DecimalText: Decodable {
    let text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            text = String(number)
        } else {
            text = try container.decode(String.self)
        }
    }
}
