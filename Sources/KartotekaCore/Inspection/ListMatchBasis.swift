/// What a candidate match of a list entry and a catalogued title rests on.
public enum ListMatchBasis: String, Sendable, Hashable, Codable {
    /// The register's ISBN is the title's.
    case isbn
    /// The entry's title (in quotes, or a register's title column) is the title's, word form for
    /// word form, and the author's surname agrees (or the entry names nobody).
    case title
}
