import KartotekaCore

/// A search as a target takes it: a prefix query (PQF, bib-1 attributes) for Z39.50, CQL for SRU.
///
/// An ISBN is asked in every form catalogues write it (ISBN-13 and ISBN-10, with and without
/// hyphens), any of which may match; words of a title, a name or free words must all match, each
/// asked on its own, so that words need not stand together in the record.
enum ZoomQueryText: Sendable, Hashable {
    /// A prefix query.
    case pqf(String)
    /// A CQL query.
    case cql(String)

    /// The most words of one search sent.
    static let maximumWords = 8

    /// The query for `query` in the language of `service`.
    init(_ query: CopyCataloguingQuery, service: CopyCataloguingService) {
        switch query {
        case .isbn(let isbn): self.init(service, use: .isbn, terms: Self.forms(of: isbn), combining: .or)
        case .title(let text): self.init(service, use: .title, terms: Self.words(text), combining: .and)
        case .author(let text): self.init(service, use: .author, terms: Self.words(text), combining: .and)
        case .anyWords(let text): self.init(service, use: .any, terms: Self.words(text), combining: .and)
        }
    }

    /// The query for one record by its control number (field 001).
    init(recordID: String, service: CopyCataloguingService) {
        self.init(service, use: .recordID, terms: [recordID], combining: .and)
    }

    /// What a term is searched as: its bib-1 use attribute and its CQL index.
    enum Use {
        case isbn, title, author, any, recordID

        var bib1: Int {
            switch self {
            case .isbn: 7
            case .title: 4
            case .author: 1003
            case .any: 1016
            case .recordID: 12
            }
        }

        var cqlIndex: String {
            switch self {
            case .isbn: "bath.isbn"
            case .title: "dc.title"
            case .author: "dc.creator"
            case .any: "cql.anywhere"
            case .recordID: "rec.id"
            }
        }
    }

    /// How several terms are combined.
    enum Combination: String {
        case and, or
    }

    private init(_ service: CopyCataloguingService, use: Use, terms: [String], combining: Combination) {
        switch service {
        case .z3950:
            let operators = String(repeating: "@\(combining.rawValue) ", count: max(terms.count - 1, 0))
            self = .pqf(operators + terms.map { "@attr 1=\(use.bib1) \(Self.pqfQuoted($0))" }.joined(separator: " "))
        case .sru:
            self = .cql(terms.map { "\(use.cqlIndex)=\(Self.cqlQuoted($0))" }.joined(separator: " \(combining.rawValue) "))
        }
    }

    /// The forms an ISBN is written in: `9785170795857`, `5170795857`, `978-5-17-079585-7`, `5-17-079585-X`.
    static func forms(of isbn: ISBN) -> [String] {
        var forms = [isbn.digits]
        if let short = isbn.isbn10 { forms.append(short) }
        forms.append(isbn.hyphenated)
        if let short = isbn.hyphenated10 { forms.append(short) }
        var seen: Set<String> = []
        return forms.filter { seen.insert($0).inserted }
    }

    /// The words of a search: split at spaces, the most ``maximumWords``.
    static func words(_ text: String) -> [String] {
        Array(text.split(separator: " ").map(String.init).prefix(maximumWords))
    }

    /// A PQF term in quotes, with `"` and `\` escaped.
    static func pqfQuoted(_ term: String) -> String {
        "\"" + term.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A CQL term in quotes, with `"`, `\` and the masking characters `*`, `?`, `^` escaped.
    static func cqlQuoted(_ term: String) -> String {
        var escaped = ""
        for character in term {
            if "\"\\*?^".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }
}
