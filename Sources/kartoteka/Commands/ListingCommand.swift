/// `book list|search` and `reader list|search`: a page of everything (``ListCommand``), or of
/// what matches the words given (``SearchCommand``, `<text...>`), as the ``PageListing`` reads
/// and prints it and names the command.
protocol ListingCommand: KartotekaCommand {
    /// What is listed.
    associatedtype Listing: PageListing
    /// Whether the command searches for its words rather than listing everything.
    static var searches: Bool { get }
    /// What to list, which page.
    var query: Listing.Query { get }
    /// The command with its query read.
    init(query: Listing.Query)
}

extension ListingCommand {
    static var arguments: [any ArgumentDeclaration] { searches ? [PageOptions.searchText] : [] }
    static var options: [any OptionDeclaration] { Listing.options }

    init(_ input: CommandInput) throws {
        let text = Self.searches ? try input.all(PageOptions.searchText).joined(separator: " ") : ""
        self.init(query: try Listing.query(input, text: text))
    }

    func run(_ context: CommandContext) throws {
        try Listing.print(query, context)
    }
}
