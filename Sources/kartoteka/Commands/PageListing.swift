/// What a list command pages through (the catalogue, the readers): the options that shape the
/// query, the query with the words searched for, and how a page is printed.
protocol PageListing {
    /// The query a page is asked for with.
    associatedtype Query: Sendable
    /// The list command (``ListCommand``): its name and summary.
    static var listCommand: CommandConfiguration { get }
    /// The search command (``SearchCommand``): its name and summary.
    static var searchCommand: CommandConfiguration { get }
    /// The options of the list and search commands.
    static var options: [any OptionDeclaration] { get }
    /// The query the options ask for, with the words searched for (empty: everything).
    static func query(_ input: CommandInput, text: String) throws -> Query
    /// Prints one page (and how to see more).
    static func print(_ query: Query, _ context: CommandContext) throws
}
