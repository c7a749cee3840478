import KartotekaCore

/// `book search <text...>`: titles whose title, authors, ISBN, publisher or keywords match.
struct BookSearchCommand: ListingCommand {
    typealias Listing = CatalogueListing
    static let configuration = CommandConfiguration(
        "book search", Bilingual { $0.bookSearchSummary }, worksRemotely: true)
    static let searches = true

    /// The words, which titles, which page.
    let query: CatalogQuery
}
