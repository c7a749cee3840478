import KartotekaValues

/// What `GET /api/v1/lookup?isbn=` found: the catalogued title, or what the book metadata
/// providers know about the edition.
public struct ISBNLookupResult: Codable, Sendable, Hashable {
    /// One provider's description of an edition, to check before saving.
    public struct Candidate: Codable, Sendable, Hashable {
        /// A list price.
        public struct Price: Codable, Sendable, Hashable {
            /// The amount in the currency's main unit.
            public var amount: Double
            /// The ISO 4217 code: `RUB`.
            public var currencyCode: String

            /// Creates a price.
            public init(amount: Double, currencyCode: String) {
                self.amount = amount
                self.currencyCode = currencyCode
            }
        }

        /// The provider: `Google Books`, `Open Library`.
        public var source: String
        /// The ISBN, with hyphens.
        public var isbn: String
        /// The title proper.
        public var title: String
        /// Other title information.
        public var subtitle: String
        /// The authors in the provider's order.
        public var authors: [PersonName]
        /// The publisher.
        public var publisher: String
        /// The city of publication.
        public var city: String
        /// The year.
        public var year: Int?
        /// The number of pages.
        public var pages: Int?
        /// A three-letter language code (`rus`), or empty.
        public var language: String
        /// The description.
        public var annotation: String
        /// The list price.
        public var price: Price?
        /// An https link to a cover picture.
        public var coverURL: String?
        /// The provider's subjects.
        public var subjects: [String]
        /// The BBK index, when the source is a library catalogue that gives it.
        public var bbk: String?
        /// The UDC index, likewise.
        public var udc: String?
        /// The author sign the source gives.
        public var authorSign: String?

        /// Creates a candidate.
        public init(source: String, isbn: String, title: String, subtitle: String, authors: [PersonName], publisher: String,
                    city: String, year: Int?, pages: Int?, language: String, annotation: String, price: Price?,
                    coverURL: String?, subjects: [String], bbk: String? = nil, udc: String? = nil, authorSign: String? = nil) {
            self.source = source
            self.isbn = isbn
            self.title = title
            self.subtitle = subtitle
            self.authors = authors
            self.publisher = publisher
            self.city = city
            self.year = year
            self.pages = pages
            self.language = language
            self.annotation = annotation
            self.price = price
            self.coverURL = coverURL
            self.subjects = subjects
            self.bbk = bbk
            self.udc = udc
            self.authorSign = authorSign
        }
    }

    /// The ISBN, with hyphens.
    public var isbn: String
    /// The title with this ISBN, when it is catalogued (then no provider is asked).
    public var cataloguedTitleId: Int64?
    /// What each provider knows; empty when catalogued.
    public var candidates: [Candidate]
    /// The first candidate as the New Book form's fields.
    public var draft: TitleDraft?

    /// Creates the answer.
    public init(isbn: String, cataloguedTitleId: Int64?, candidates: [Candidate], draft: TitleDraft?) {
        self.isbn = isbn
        self.cataloguedTitleId = cataloguedTitleId
        self.candidates = candidates
        self.draft = draft
    }
}
extension ISBNLookupResult.Candidate: SchemaDescribed {
    public static let schema = Schema<ISBNLookupResult.Candidate>.resource(
        "MetadataCandidate", "One provider's description of the edition.",
        [
            .init("source", \.source, "`Google Books`, `Open Library`, or a library catalogue's name."), .init("isbn", \.isbn, "With hyphens."),
            .init("title", \.title), .init("subtitle", \.subtitle), .init("authors", \.authors),
            .init("publisher", \.publisher), .init("city", \.city), .init("year", \.year), .init("pages", \.pages),
            .init("language", \.language, "A three-letter code (`rus`) or empty."), .init("annotation", \.annotation),
            .init("price", \.price), .init("coverURL", \.coverURL, "An https link to a cover picture."), .init("subjects", \.subjects),
            .init("bbk", \.bbk, "From a library catalogue."), .init("udc", \.udc, "From a library catalogue."),
            .init("authorSign", \.authorSign, "From a library catalogue that gives it."),
        ])
}

extension ISBNLookupResult.Candidate.Price: SchemaDescribed {
    public static let schema = Schema<ISBNLookupResult.Candidate.Price>.resource(
        nil, "The list price.", [.init("amount", \.amount), .init("currencyCode", \.currencyCode, "`RUB`.")])
}

extension PersonName: SchemaDescribed {
    public static let schema = Schema<PersonName>.resource(
        "PersonName", "An author's name.",
        [.init("surname", \.surname), .init("initials", \.initials, "`М. Ю.`"), .init("givenNames", \.givenNames)])
}
