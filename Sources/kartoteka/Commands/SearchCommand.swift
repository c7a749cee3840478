/// `book search <text...>`, `reader search <text...>`: a page of what `Listing` lists that
/// matches the words given.
struct SearchCommand<Listing: PageListing>: ListingCommand {
    static var configuration: CommandConfiguration { Listing.searchCommand }
    static var searches: Bool { true }

    /// The words, which page, which of them.
    let query: Listing.Query
}
