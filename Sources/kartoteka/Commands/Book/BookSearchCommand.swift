import KartotekaCore

/// `book search <text...>`: titles whose title, authors, ISBN, publisher or keywords match.
struct BookSearchCommand: ListingCommand {
    typealias Listing = CatalogueListing
    static let configuration = CommandConfiguration(
        "book search", Bilingual(ru: "поиск по названию, авторам, ISBN, издательству, ключевым словам",
                                 en: "search titles, authors, ISBN, publisher, keywords"), worksRemotely: true)
    static let searches = true

    /// The words, which titles, which page.
    let query: CatalogQuery
}
