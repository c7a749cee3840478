import KartotekaValues

/// A title as the API takes it, for ``KartotekaClient/createTitle(_:)`` and
/// ``KartotekaClient/updateTitle(id:with:)``. Fields left `nil` are not sent: on create they
/// are empty; on update they are emptied (an update replaces every field). The server checks
/// every value and reports all problems at once (422 with `fields`).
public struct TitleInput: Codable, Sendable, Hashable {
    /// ISBN-10 or ISBN-13, with or without hyphens.
    public var isbn: String?
    /// The first author's surname.
    public var authorSurname: String?
    /// The first author's initials: `М. Ю.`.
    public var authorInitials: String?
    /// The first author's given names in full.
    public var authorGivenNames: String?
    /// Other authors as `Surname I. O.`.
    public var otherAuthors: [String]?
    /// The title (required).
    public var title: String
    /// The subtitle.
    public var subtitle: String?
    /// The publisher.
    public var publisher: String?
    /// The city of publication.
    public var city: String?
    /// The year of publication, 1000…2999.
    public var year: Int?
    /// The number of pages.
    public var pages: Int?
    /// The price as people type it: `254`, `254.50`, `254,50`.
    public var price: String?
    /// The BBK classification index.
    public var bbk: String?
    /// The UDC classification index.
    public var udc: String?
    /// The author sign; computed from the surname when left empty.
    public var authorSign: String?
    /// A three-letter language code: `rus`, `eng`.
    public var language: String?
    /// The annotation.
    public var annotation: String?
    /// Keywords.
    public var keywords: [String]?
    /// `textbook`, `fiction`, `reference`, `periodical` or `other`; by the BBK index when left out.
    public var documentKind: String?
    /// Copies to catalogue with a new title; must be `nil` for an update.
    public var copies: [CopyInput]?

    /// Creates the input; only the title is required.
    public init(isbn: String? = nil, authorSurname: String? = nil, authorInitials: String? = nil,
                authorGivenNames: String? = nil, otherAuthors: [String]? = nil, title: String, subtitle: String? = nil,
                publisher: String? = nil, city: String? = nil, year: Int? = nil, pages: Int? = nil, price: String? = nil,
                bbk: String? = nil, udc: String? = nil, authorSign: String? = nil, language: String? = nil,
                annotation: String? = nil, keywords: [String]? = nil, documentKind: String? = nil, copies: [CopyInput]? = nil) {
        self.isbn = isbn
        self.authorSurname = authorSurname
        self.authorInitials = authorInitials
        self.authorGivenNames = authorGivenNames
        self.otherAuthors = otherAuthors
        self.title = title
        self.subtitle = subtitle
        self.publisher = publisher
        self.city = city
        self.year = year
        self.pages = pages
        self.price = price
        self.bbk = bbk
        self.udc = udc
        self.authorSign = authorSign
        self.language = language
        self.annotation = annotation
        self.keywords = keywords
        self.documentKind = documentKind
        self.copies = copies
    }

    /// Reads the input as the API takes it: a missing title is empty (the check then says it is
    /// required), and the price may be a number or text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        isbn = try container.decodeIfPresent(String.self, forKey: .isbn)
        authorSurname = try container.decodeIfPresent(String.self, forKey: .authorSurname)
        authorInitials = try container.decodeIfPresent(String.self, forKey: .authorInitials)
        authorGivenNames = try container.decodeIfPresent(String.self, forKey: .authorGivenNames)
        otherAuthors = try container.decodeIfPresent([String].self, forKey: .otherAuthors)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
        subtitle = try container.decodeIfPresent(String.self, forKey: .subtitle)
        publisher = try container.decodeIfPresent(String.self, forKey: .publisher)
        city = try container.decodeIfPresent(String.self, forKey: .city)
        year = try container.decodeIfPresent(Int.self, forKey: .year)
        pages = try container.decodeIfPresent(Int.self, forKey: .pages)
        price = try TypedText.decode(container, .price)
        bbk = try container.decodeIfPresent(String.self, forKey: .bbk)
        udc = try container.decodeIfPresent(String.self, forKey: .udc)
        authorSign = try container.decodeIfPresent(String.self, forKey: .authorSign)
        language = try container.decodeIfPresent(String.self, forKey: .language)
        annotation = try container.decodeIfPresent(String.self, forKey: .annotation)
        keywords = try container.decodeIfPresent([String].self, forKey: .keywords)
        documentKind = try container.decodeIfPresent(String.self, forKey: .documentKind)
        copies = try container.decodeIfPresent([CopyInput].self, forKey: .copies)
    }
}

extension TitleInput: SchemaDescribed {
    /// A title's input is a new title, with its copies.
    public static var schema: Schema<TitleInput> { new }

    /// A new title, with its first copies.
    public static let new = Schema<TitleInput>.input(
        "NewTitle", "A new title, optionally with its first copies. An empty author sign is computed from the surname.",
        fields + [.init("copies", \.copies)],
        example: [
            "isbn": "978-5-17-079585-7", "authorSurname": "Лермонтов", "authorInitials": "М. Ю.",
            "title": "Герой нашего времени", "publisher": "АСТ", "city": "Москва", "year": 2018, "pages": 414,
            "price": "254", "bbk": "84(2Рос=Рус)1", "copies": [["inventoryNumber": "5001"]],
        ])

    /// Every field of a title, for an update.
    public static let update = Schema<TitleInput>.input(
        "TitleUpdate", "Every field of a title; fields left out are emptied. Copies are changed through `/copies`.", fields)

    /// A title's own fields.
    public static let fields: [SchemaProperty<TitleInput>] = [
        .init("isbn", \.isbn, "ISBN-10 or ISBN-13, with or without hyphens; the check digit must be right."),
        .init("authorSurname", \.authorSurname), .init("authorInitials", \.authorInitials),
        .init("authorGivenNames", \.authorGivenNames), .init("otherAuthors", \.otherAuthors, "Other authors as `Surname I. O.`."),
        .init("title", \.title, .string("Required; at most 1000 characters.", minLength: 1)),
        .init("subtitle", \.subtitle), .init("publisher", \.publisher), .init("city", \.city),
        .init("year", \.year, "1000…2999."), .init("pages", \.pages, "1…99999."),
        .init("price", \.price, .priceInput),
        .init("bbk", \.bbk), .init("udc", \.udc), .init("authorSign", \.authorSign, "Computed from the surname when empty."),
        .init("language", \.language, "A three-letter code: `rus`, `eng`."),
        .init("annotation", \.annotation, "At most 8000 characters."), .init("keywords", \.keywords),
        .init("documentKind", \.documentKind, .string("`textbook`, `fiction`, `reference`, `periodical` or `other`; by the BBK index "
                                                      + "when left out or empty.", values: [""] + DocumentKind.codes)),
    ]
}
