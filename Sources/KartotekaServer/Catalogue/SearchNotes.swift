import KartotekaCore
import KartotekaUseCases
import KartotekaWire

/// What a catalogue page says above its list about the search: "Did you mean …" with a link
/// that searches the suggestion, the titles of the suggestion shown instead of nothing, or what
/// an identifier found.
enum SearchNotes {
    /// The notes for a search on the list at `path`, whose other parameters are kept in a link.
    static func render(_ context: PageContext, _ result: TitleSearchResult, typed: String, path: String,
                       parameters: [(String, String)]) -> HTML {
        var notes: [HTML] = []
        if let suggestion = result.suggestion {
            let link = PageContext.link(path, [("q", suggestion.text)] + parameters)
            let lead = suggestion.isShown ? context.texts.nothingFoundFor(typed.trimmingCharacters(in: .whitespaces))
                                          : context.texts.didYouMean
            notes.append("<p class=\"hint\" id=\"search-suggestion\">\(lead) <a href=\"\(link)\">\(suggestion.text)</a></p>")
        }
        if let identifier = result.identifier, result.page.offset == 0 {
            notes.append("<p class=\"hint\" id=\"search-identifier\">\(context.texts.foundByIdentifier(identifier.kind, identifier.text))</p>")
        }
        return HTML.join(notes)
    }

    /// The page a search's one title or copy is on.
    static func path(of destination: SearchDestination) -> String {
        switch destination {
        case .title(let id): TitlePages.card.path(id)
        case .copy(let number, let title): "\(TitlePages.card.path(title))#copy-\(ScanResolver.anchor(number.rawValue))"
        }
    }
}
