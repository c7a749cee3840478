import KartotekaCore

/// `book list`: titles by author and title, a page at a time.
struct BookListCommand: ListingCommand {
    typealias Listing = CatalogueListing
    static let configuration = CommandConfiguration(
        "book list", Bilingual { $0.bookListSummary }, worksRemotely: true)
    static let searches = false

    /// Which titles, which page.
    let query: CatalogQuery
}
