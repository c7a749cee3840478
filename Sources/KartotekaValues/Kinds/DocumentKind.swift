/// What kind of item a title is, as the loan rules tell items apart: a school textbook, fiction,
/// a reference book, a periodical, or anything else.
public enum DocumentKind: String, Sendable, Hashable, Codable, CaseIterable {
    case textbook
    case fiction
    case reference
    case periodical
    case other
}
