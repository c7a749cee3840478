/// What cataloguing a book does when the catalogue seems to have it already.
public enum IfCatalogued: Sendable, Hashable {
    /// A title with the same ISBN refuses the new one (``KartotekaCore/CatalogError/isbnTaken(_:by:)``).
    case refuse
    /// A title it looks like — the same ISBN, or the same first author, title and year — refuses
    /// it (``TitleLooksCatalogued``): the librarian adds a copy to that title, or says it is another book.
    case refuseLookalike
    /// The copies join the title with the same ISBN.
    case addCopies
}
