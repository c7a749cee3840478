import KartotekaCore

/// `book search <text...>`: titles whose title, authors, ISBN, publisher or keywords match.
struct BookSearchCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "book search", Bilingual(ru: "поиск по названию, авторам, ISBN, издательству, ключевым словам",
                                 en: "search titles, authors, ISBN, publisher, keywords"),
        worksRemotely: true)
    /// `<text...>`: the words searched for.
    static let textArgument = Argument("text", .many)
    static let arguments: [any ArgumentDeclaration] = [textArgument]
    static let options = CatalogueListing.options

    /// The text, which titles, which page.
    let query: CatalogQuery

    init(_ input: CommandInput) throws {
        query = try CatalogueListing.query(input, text: input.all(Self.textArgument).joined(separator: " "))
    }

    func run(_ context: CommandContext) throws {
        try CatalogueListing.print(query, context)
    }
}
