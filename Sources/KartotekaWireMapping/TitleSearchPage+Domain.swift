import Foundation
import KartotekaCore
import KartotekaWire

extension TitleSearchPage {
    /// The answer for a search's result.
    public init(_ result: TitleSearchResult) {
        self.init()
        let page = PageResource(result.page, TitleResource.init)
        items = page.items
        offset = page.offset
        limit = page.limit
        hasMore = page.hasMore
        suggestion = result.suggestion.map(SpellingSuggestionResource.init)
        identifier = result.identifier.map(IdentifierMatchResource.init)
    }
}

extension SpellingSuggestionResource {
    /// The resource for a suggestion.
    public init(_ suggestion: SpellingSuggestion) {
        self.init()
        text = suggestion.text
        shown = suggestion.isShown
    }
}

extension IdentifierMatchResource {
    /// The resource for a match.
    public init(_ match: IdentifierMatch) {
        self.init()
        kind = match.kind.rawValue
        text = match.text
        inventoryNumber = match.copy?.rawValue
        destination = match.destination.map(SearchDestinationResource.init)
    }
}

extension SearchDestinationResource {
    /// The resource for a destination.
    public init(_ destination: SearchDestination) {
        self.init()
        titleId = destination.titleID.rawValue
        if case .copy(let number, _) = destination { inventoryNumber = number.rawValue }
    }
}
