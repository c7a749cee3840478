import KartotekaCore

/// What `reader list` and `reader search` share: their options and how a page of readers is printed.
enum ReaderListing: PageListing {
    /// `reader list`: readers by name, a page at a time.
    static let listCommand = CommandConfiguration("reader list", Bilingual { $0.readerListSummary }, worksRemotely: true)
    /// `reader search <text...>`: readers by name, ticket or phone.
    static let searchCommand = CommandConfiguration("reader search", Bilingual { $0.readerSearchSummary }, worksRemotely: true)
    static let options: [any OptionDeclaration] = [ReaderOptions.schoolClass, ReaderOptions.category, ReaderOptions.graduated]
        + PageOptions.all

    static func query(_ input: CommandInput, text: String) throws -> ReaderQuery {
        ReaderQuery(text: text, schoolClass: try input.value(ReaderOptions.schoolClass), category: try input.value(ReaderOptions.category),
                    graduated: try input.value(ReaderOptions.graduated), page: try PageOptions.page(input))
    }

    static func print(_ query: ReaderQuery, _ context: CommandContext) throws {
        let page = try context.desk().readers(query)
        try PageOptions.print(page, row: context.report.row, nothing: Bilingual { $0.nobodyFound }, context)
    }
}
