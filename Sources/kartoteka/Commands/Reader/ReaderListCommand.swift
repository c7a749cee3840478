import KartotekaCore

/// `reader list`: readers by name, a page at a time.
struct ReaderListCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("reader list", Bilingual(ru: "список читателей", en: "readers by name"), worksRemotely: true)
    static let options = PageOptions.all

    /// Which page.
    let query: ReaderQuery

    init(_ input: CommandInput) throws {
        query = try ReaderListing.query(input, text: "")
    }

    func run(_ context: CommandContext) throws {
        try ReaderListing.print(query, context)
    }
}
