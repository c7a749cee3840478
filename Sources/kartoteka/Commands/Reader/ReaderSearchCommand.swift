import KartotekaCore

/// `reader search <text...>`: readers by name, ticket or phone.
struct ReaderSearchCommand: ListingCommand {
    typealias Listing = ReaderListing
    static let configuration = CommandConfiguration(
        "reader search", Bilingual { $0.readerSearchSummary }, worksRemotely: true)
    static let searches = true

    /// The words and the page.
    let query: ReaderQuery
}
