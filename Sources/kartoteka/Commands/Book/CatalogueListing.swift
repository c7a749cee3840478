import KartotekaCore

/// What `book list` and `book search` share: their options and how a page of titles is printed.
enum CatalogueListing: PageListing {
    /// `book list`: titles by author and title, a page at a time.
    static let listCommand = CommandConfiguration("book list", Bilingual { $0.bookListSummary }, worksRemotely: true)
    /// `book search <text...>`: titles whose title, authors, ISBN, publisher or keywords match.
    static let searchCommand = CommandConfiguration("book search", Bilingual { $0.bookSearchSummary }, worksRemotely: true)
    /// `--filter all|available|on-loan|overdue`.
    static let filter = Option<Availability>.checked(
        "filter", "all|available|on-loan|overdue", \.filterHelp,
        expected: Bilingual { $0.filterChoices }) {
        Availability(rawValue: $0.replacingOccurrences(of: "-", with: "_"))
    }
    static let options: [any OptionDeclaration] = [filter] + PageOptions.all

    static func query(_ input: CommandInput, text: String) throws -> CatalogQuery {
        CatalogQuery(text: text, availability: try input.value(filter) ?? .all, page: try PageOptions.page(input))
    }

    static func print(_ query: CatalogQuery, _ context: CommandContext) throws {
        let found = try context.desk().titles(query)
        var lead: [String] = []
        if let suggestion = found.suggestion {
            lead.append(suggestion.shown ? context.texts.resultsShownFor(suggestion.text, typed: query.text)
                                         : context.texts.didYouMean(suggestion.text))
        }
        try PageOptions.print(found.page, output: found, lead: lead, row: context.report.row, nothing: Bilingual { $0.nothingFound },
                              context)
    }
}
