/// A bibliographic record: what is written about a book, shared by all its copies.
public struct Title: Sendable, Hashable, Codable {
    /// The ISBN, when the book has one.
    public var isbn: ISBN?
    /// The first (main) author.
    public var firstAuthor: PersonName?
    /// Other authors, in order.
    public var otherAuthors: [PersonName]
    /// The title proper: `Герой нашего времени`. Never empty.
    public var title: String
    /// Other title information: `роман`.
    public var subtitle: String
    /// A collective author (an organisation) as the title page names it: `Министерство просвещения Российской Федерации`.
    public var collectiveAuthor: String
    /// A part of a multi-volume work: its designation, `Т. 5`.
    public var volume: String
    /// A part of a multi-volume work: its own title, `Война и мир`.
    public var volumeTitle: String
    /// The statements of responsibility after the authors: `перевод с английского Норы Галь ; художник И. Иванов`.
    public var responsibility: String
    /// The edition statement: `2-е изд., перераб. и доп.`.
    public var edition: String
    /// The publisher: `АСТ`.
    public var publisher: String
    /// The city of publication in full: `Москва`.
    public var city: String
    /// The year of publication.
    public var year: Int?
    /// The number of pages.
    public var pages: Int?
    /// The price of the edition.
    public var price: Money?
    /// The series the book belongs to: `Библиотека приключений`.
    public var series: String
    /// The book's number in its series, as the book gives it: `5`, `т. 2`.
    public var seriesNumber: String
    /// The age mark (``AgeMark``'s text: `16+`, `не маркируется`), empty when none is recorded.
    public var ageMark: String
    /// The BBK classification index: `84(2Рос=Рус)1`.
    public var bbk: String
    /// The UDC classification index.
    public var udc: String
    /// The author sign (авторский знак): `Л49` or `Л 49`, as the library writes it.
    public var authorSign: String
    /// The shelf code (шифр документа, IRBIS 903) the record came with from IRBIS, kept so that an
    /// export gives it back; empty: made from the settings' pattern on export.
    public var irbisShelfCode: String
    /// The language of the text as an ISO 639-2 code: `rus`.
    public var language: String
    /// The annotation, one paragraph.
    public var annotation: String
    /// Keywords, in order.
    public var keywords: [String]
    /// What kind of item it is, for the loan rules: a textbook, fiction, a reference book…
    public var documentKind: DocumentKind
    /// A textbook's number in the Federal list of textbooks (ФПУ), its порядковый номер: `1.1.1.1.1.1`.
    public var fpuNumber: String
    /// The last day a textbook may be used by the Federal list, `YYYY-MM-DD`; empty when no end is set.
    public var usableUntil: String

    /// Creates a record; use ``TitleDraft`` to build one from what a person typed. A kind left out
    /// is inferred from the BBK index (``DocumentKind/inferred(bbk:)``).
    public init(
        isbn: ISBN? = nil, firstAuthor: PersonName? = nil, otherAuthors: [PersonName] = [],
        title: String, subtitle: String = "", collectiveAuthor: String = "", volume: String = "", volumeTitle: String = "",
        responsibility: String = "", edition: String = "", publisher: String = "", city: String = "",
        year: Int? = nil, pages: Int? = nil, price: Money? = nil, series: String = "", seriesNumber: String = "", ageMark: String = "", bbk: String = "", udc: String = "",
        authorSign: String = "", irbisShelfCode: String = "", language: String = "", annotation: String = "", keywords: [String] = [],
        documentKind: DocumentKind? = nil, fpuNumber: String = "", usableUntil: String = ""
    ) {
        self.isbn = isbn
        self.firstAuthor = firstAuthor
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
        self.irbisShelfCode = irbisShelfCode
        self.language = language
        self.annotation = annotation
        self.keywords = keywords
        self.documentKind = documentKind ?? .inferred(bbk: bbk)
        self.fpuNumber = fpuNumber
        self.usableUntil = usableUntil
    }

    /// The last day a textbook may be used, when one is set.
    public var usableUntilDay: Day? {
        usableUntil.isEmpty ? nil : try? Day(parsing: usableUntil)
    }

    /// All authors, the first one first.
    public var authors: [PersonName] {
        (firstAuthor.map { [$0] } ?? []) + otherAuthors
    }

    /// `Лермонтов М. Ю.` and the others, comma-separated, for lists.
    public var authorLine: String {
        authors.map(\.shortForm).joined(separator: ", ")
    }

    /// `Лермонтов М. Ю. Герой нашего времени` — a short description for loans and labels; a part
    /// of a work says which (`Петерсон Л. Г. Математика. Ч. 1`), so that its parts are told apart.
    public var shortDescription: String {
        let named = [firstAuthor?.shortForm ?? "", title].filter { !$0.isEmpty }.joined(separator: " ")
        let part = volume.trimmingCharacters(in: .whitespaces)
        return part.isEmpty ? named : named + ". " + part
    }
}
