import KartotekaCore

/// What ``KartotekaClient/lookUp(isbn:)`` found: the catalogued title, or what the book
/// metadata providers know about the edition.
public struct ISBNLookupResult: Decodable, Sendable, Hashable {
    /// One provider's description of an edition, to check before saving.
    public struct Candidate: Decodable, Sendable, Hashable {
        /// A list price.
        public struct Price: Decodable, Sendable, Hashable {
            /// The amount in the currency's main unit.
            public var amount: Double
            /// The ISO 4217 code: `RUB`.
            public var currencyCode: String
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
    }

    /// The ISBN, with hyphens.
    public var isbn: String
    /// The title with this ISBN, when it is catalogued (then no provider is asked).
    public var cataloguedTitleId: Int64?
    /// What each provider knows; empty when catalogued.
    public var candidates: [Candidate]
    /// The first candidate as the New Book form's fields.
    public var draft: TitleDraft?
}
