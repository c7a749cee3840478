import KartotekaCore

/// `reader list`: readers by name, a page at a time.
struct ReaderListCommand: ListingCommand {
    typealias Listing = ReaderListing
    static let configuration = CommandConfiguration(
        "reader list", Bilingual { $0.readerListSummary }, worksRemotely: true)
    static let searches = false

    /// Which page.
    let query: ReaderQuery
}
