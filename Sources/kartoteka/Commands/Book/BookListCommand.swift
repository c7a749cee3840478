import KartotekaCore

/// `book list`: titles by author and title, a page at a time.
struct BookListCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "book list", Bilingual(ru: "список книг по автору и названию", en: "titles by author and title"), worksRemotely: true)
    static let options = CatalogueListing.options

    /// Which titles, which page.
    let query: CatalogQuery

    init(_ input: CommandInput) throws {
        query = try CatalogueListing.query(input, text: "")
    }

    func run(_ context: CommandContext) throws {
        try CatalogueListing.print(query, context)
    }
}
