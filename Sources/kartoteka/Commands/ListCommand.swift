/// `book list`, `reader list`: a page of everything `Listing` lists.
struct ListCommand<Listing: PageListing>: ListingCommand {
    static var configuration: CommandConfiguration { Listing.listCommand }
    static var searches: Bool { false }

    /// Which page, which of them.
    let query: Listing.Query
}
