/// What a copy-cataloguing search looks in, by the name forms, the API and the command line use:
/// an ISBN, words of the title, an author's name, or any words.
public enum CopyCataloguingSearchKind: String, Sendable, Hashable, CaseIterable {
    case isbn, title, author, any
}
