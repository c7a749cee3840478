import KartotekaCore

/// One provider's description of an edition, for the librarian to check before saving.
/// What the source does not give (city, BBK) stays empty.
public struct MetadataCandidate: Sendable, Hashable, Codable {
    /// The provider's name: `Google Books`, `Open Library`.
    public var source: String
    /// The ISBN looked up.
    public var isbn: ISBN
    /// The title proper.
    public var title: String
    /// Other title information.
    public var subtitle: String
    /// Authors in the source's order, split into surname, initials and given names.
    public var authors: [PersonName]
    /// The publisher.
    public var publisher: String
    /// The city of publication (Open Library only).
    public var city: String
    /// The year: the first four digits of the source's date.
    public var year: Int?
    /// The number of pages.
    public var pages: Int?
    /// The language as an ISO 639-2 code (`rus`, `eng`), empty when unknown.
    public var language: String
    /// The description as one plain-text paragraph.
    public var annotation: String
    /// The list price, when the source sells the book.
    public var price: ListPrice?
    /// An https link to a cover image.
    public var coverURL: String?
    /// The source's subjects or categories.
    public var subjects: [String]
    /// The BBK index, when the source is a library catalogue that gives it.
    public var bbk: String
    /// The UDC index, likewise.
    public var udc: String
    /// The author sign the source gives; empty when it gives none (then it is computed).
    public var authorSign: String
    /// The other plain text fields the source gives (a series…), by the title's field table:
    /// the form's draft starts from them.
    public var otherFields = TitleDraft()

    /// Creates a candidate.
    public init(source: String, isbn: ISBN, title: String, subtitle: String = "", authors: [PersonName] = [],
                publisher: String = "", city: String = "", year: Int? = nil, pages: Int? = nil, language: String = "",
                annotation: String = "", price: ListPrice? = nil, coverURL: String? = nil, subjects: [String] = [],
                bbk: String = "", udc: String = "", authorSign: String = "") {
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

    /// The candidate as a book form: the first author split into the author fields, the others
    /// as `Surname I. I.; …`, the source's author sign or else one computed from the surname
    /// (Havkina table), the price only when in roubles, text cut to the form's limits. BBK, UDC
    /// and city stay as the source left them; the other fields come from ``otherFields``.
    public func titleDraft(authorSignStyle: AuthorSignStyle = .compact) -> TitleDraft {
        var draft = TitleDraft()
        for field in TitleFields.all where field.text != nil {
            draft[keyPath: field.draft] = String(otherFields[keyPath: field.draft].prefix(field.limit ?? TitleDraft.maximumFieldLength))
        }
        draft.isbn = isbn.hyphenated
        if let first = authors.first {
            draft.authorSurname = first.surname
            draft.authorInitials = first.initials
            draft.authorGivenNames = first.givenNames
            draft.authorSign = AuthorSign.compute(surname: first.surname, style: authorSignStyle) ?? ""
        }
        if !authorSign.isEmpty { draft.authorSign = Self.cut(authorSign) }
        draft.bbk = Self.cut(bbk)
        draft.udc = Self.cut(udc)
        draft.otherAuthors = Self.cut(PersonName.listForms(Array(authors.dropFirst()), within: FieldLimits.titleLine).joined(separator: "; "))
        draft.title = Self.cut(title)
        draft.subtitle = Self.cut(subtitle)
        draft.publisher = Self.cut(publisher)
        draft.city = Self.cut(city)
        draft.year = year.map(String.init) ?? ""
        draft.pages = pages.map(String.init) ?? ""
        if let price, price.currencyCode == "RUB", price.amount >= 0, price.amount < 1_000_000_000 {
            draft.price = Money(kopecks: Int64((price.amount * 100).rounded())).shortText
        }
        draft.language = language
        draft.annotation = String(annotation.prefix(TitleDraft.maximumAnnotationLength))
        return draft
    }

    private static func cut(_ text: String) -> String {
        String(text.prefix(TitleDraft.maximumFieldLength))
    }
}
