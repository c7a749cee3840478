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
    /// A collective author (an organisation).
    public var collectiveAuthor: String?
    /// A part of a multi-volume work: its designation.
    public var volume: String?
    /// A part of a multi-volume work: its own title.
    public var volumeTitle: String?
    /// The statements of responsibility after the authors: translators, editors, illustrators.
    public var responsibility: String?
    /// The edition statement.
    public var edition: String?
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
    /// The series the book belongs to.
    public var series: String?
    /// The book's number in its series.
    public var seriesNumber: String?
    /// The age mark: `0+`, `6+`, `12+`, `16+`, `18+`, `не маркируется` or `не определено`.
    public var ageMark: String?
    /// The BBK classification index.
    public var bbk: String?
    /// The UDC classification index.
    public var udc: String?
    /// The author sign; computed from the surname when left empty.
    public var authorSign: String?
    /// The IRBIS shelf code (903); made from the settings' pattern on export when left empty.
    public var irbisShelfCode: String?
    /// A three-letter language code: `rus`, `eng`.
    public var language: String?
    /// The annotation.
    public var annotation: String?
    /// Keywords.
    public var keywords: [String]?
    /// `textbook`, `fiction`, `reference`, `periodical` or `other`; by the BBK index when left out.
    public var documentKind: String?
    /// A textbook's number in the Federal list of textbooks (ФПУ): `1.1.1.1.1.1`.
    public var fpuNumber: String?
    /// The last day a textbook may be used by the Federal list: `2027-08-31`.
    public var usableUntil: String?
    /// Copies to catalogue with a new title; must be `nil` for an update.
    public var copies: [CopyInput]?

    /// Creates the input; only the title is required.
    public init(isbn: String? = nil, authorSurname: String? = nil, authorInitials: String? = nil,
                authorGivenNames: String? = nil, otherAuthors: [String]? = nil, title: String, subtitle: String? = nil,
                publisher: String? = nil, city: String? = nil, year: Int? = nil, pages: Int? = nil, price: String? = nil,
                series: String? = nil, seriesNumber: String? = nil, ageMark: String? = nil, bbk: String? = nil, udc: String? = nil, authorSign: String? = nil,
                language: String? = nil, annotation: String? = nil, keywords: [String]? = nil, documentKind: String? = nil,
                copies: [CopyInput]? = nil, collectiveAuthor: String? = nil, volume: String? = nil, volumeTitle: String? = nil,
                responsibility: String? = nil, edition: String? = nil, fpuNumber: String? = nil, usableUntil: String? = nil,
                irbisShelfCode: String? = nil) {
        self.irbisShelfCode = irbisShelfCode
        self.isbn = isbn
        self.authorSurname = authorSurname
        self.authorInitials = authorInitials
        self.authorGivenNames = authorGivenNames
        self.otherAuthors = otherAuthors
        self.title = title
        self.subtitle = subtitle
        self.collectiveAuthor = collectiveAuthor
        self.volume = volume
        self.volumeTitle = volumeTitle
        self.responsibility = responsibility
        self.edition = edition
        self.publisher = publisher
        self.city = city
        self.year = year
        self.pages = pages
        self.price = price
        self.series = series
        self.seriesNumber = seriesNumber
        self.ageMark = ageMark
        self.bbk = bbk
        self.udc = udc
        self.authorSign = authorSign
        self.language = language
        self.annotation = annotation
        self.keywords = keywords
        self.documentKind = documentKind
        self.fpuNumber = fpuNumber
        self.usableUntil = usableUntil
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
        year = try container.decodeIfPresent(Int.self, forKey: .year)
        pages = try container.decodeIfPresent(Int.self, forKey: .pages)
        price = try TypedText.decode(container, .price)
        language = try container.decodeIfPresent(String.self, forKey: .language)
        keywords = try container.decodeIfPresent([String].self, forKey: .keywords)
        documentKind = try container.decodeIfPresent(String.self, forKey: .documentKind)
        copies = try container.decodeIfPresent([CopyInput].self, forKey: .copies)
        for field in Self.textFields {
            self[keyPath: field.keyPath] = try container.decodeIfPresent(String.self, forKey: CodingKeys(stringValue: field.name)!)
        }
    }
}

extension TitleInput {
    /// The plain text fields but the title (required, and read apart), by their names in the
    /// title's field table (``TitleFields``; a test holds the two lists to each other): decoding
    /// and the mappings from and to the domain carry them through this list.
    public static let textFields: [(name: String, keyPath: WritableKeyPath<TitleInput, String?> & Sendable)] = [
        ("subtitle", \.subtitle), ("collectiveAuthor", \.collectiveAuthor), ("volume", \.volume), ("volumeTitle", \.volumeTitle),
        ("responsibility", \.responsibility), ("edition", \.edition), ("publisher", \.publisher), ("city", \.city), ("series", \.series), ("seriesNumber", \.seriesNumber), ("ageMark", \.ageMark),
        ("bbk", \.bbk), ("udc", \.udc), ("fpuNumber", \.fpuNumber), ("usableUntil", \.usableUntil), ("authorSign", \.authorSign),
        ("irbisShelfCode", \.irbisShelfCode), ("annotation", \.annotation),
    ]
}
