import KartotekaCore

/// `reader search <text...>`: readers by name, ticket or phone.
struct ReaderSearchCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "reader search", Bilingual(ru: "поиск читателей по имени, билету, телефону", en: "find readers by name, ticket or phone"), worksRemotely: true)
    /// `<text...>`: the words searched for.
    static let textArgument = Argument("text", .many)
    static let arguments: [any ArgumentDeclaration] = [textArgument]
    static let options = PageOptions.all

    /// The text and the page.
    let query: ReaderQuery

    init(_ input: CommandInput) throws {
        query = try ReaderListing.query(input, text: input.all(Self.textArgument).joined(separator: " "))
    }

    func run(_ context: CommandContext) throws {
        try ReaderListing.print(query, context)
    }
}
