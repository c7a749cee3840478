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
