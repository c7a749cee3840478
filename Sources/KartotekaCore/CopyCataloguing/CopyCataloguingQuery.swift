/// What a copy-cataloguing search looks for: an ISBN, words of the title, an author's name, or
/// any words (bib-1 use attributes 7, 4, 1003 and 1016).
public enum CopyCataloguingQuery: Sendable, Hashable {
    /// The edition with this ISBN.
    case isbn(ISBN)
    /// Words of the title.
    case title(String)
    /// An author's name, usually the surname.
    case author(String)
    /// Words anywhere in the record.
    case anyWords(String)

    /// The longest search text.
    public static let maximumLength = 200

    /// The kinds of search, by the name forms, the API and the command line use.
    public typealias Kind = CopyCataloguingSearchKind

    /// Reads a search as typed: the kind and its text, which must not be blank; an ISBN must be one.
    public init(kind: Kind, text: String) throws(ValidationError) {
        let cleaned = text.collapsedWhitespace
        guard !cleaned.isEmpty else { throw ValidationError(field: kind.rawValue, message: Bilingual { $0.searchTextMissing }) }
        guard !FieldLimits.exceeds(cleaned, Self.maximumLength) else {
            throw ValidationError(field: kind.rawValue, message: FieldLimits.tooLong(limit: Self.maximumLength))
        }
        switch kind {
        case .isbn:
            do {
                self = .isbn(try ISBN(parsing: cleaned))
            } catch {
                throw ValidationError(field: "isbn", message: error.message)
            }
        case .title: self = .title(cleaned)
        case .author: self = .author(cleaned)
        case .any: self = .anyWords(cleaned)
        }
    }

    /// Reads the one search given among several kinds (a form's or a command line's fields,
    /// blank ones left out): exactly one must be given.
    public init(oneOf texts: [(kind: Kind, text: String?)]) throws(ValidationError) {
        let given = texts.filter { !($0.text ?? "").collapsedWhitespace.isEmpty }
        guard given.count == 1, let only = given.first else {
            throw ValidationError(field: (given.dropFirst().first ?? texts.first)?.kind.rawValue ?? Kind.isbn.rawValue,
                                  message: Bilingual { $0.searchOneKind })
        }
        try self.init(kind: only.kind, text: only.text ?? "")
    }

    /// The kind of search.
    public var kind: Kind {
        switch self {
        case .isbn: .isbn
        case .title: .title
        case .author: .author
        case .anyWords: .any
        }
    }

    /// The text searched for (an ISBN with hyphens).
    public var text: String {
        switch self {
        case .isbn(let isbn): isbn.hyphenated
        case .title(let text), .author(let text), .anyWords(let text): text
        }
    }
}
