import KartotekaCore
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/search`: one box for the desk — titles and readers matching the words.
enum SearchAPI {
    static let endpoints = [search]

    static let search = Endpoint.api(
        Routes.Search.search, .permission(.lookUp),
        Operation("One box for the desk: titles and readers matching the words.", tag: .search, errors: [404],
                  description: "For an account that may not browse readers (a circulation helper), the readers are only "
                    + "the one whose ticket is the text, or those whose phone is its number."),
        ok: "A page of titles and a page of readers."
    ) { context in
        let text = try context.query(QueryParameters.words) ?? ""
        let page = try context.pageRequest(defaultLimit: 20)
        let titles = try context.store.searchTitles(CatalogQuery(text: text, page: page, branch: try context.query(Routes.Search.heldAt)))
        let readers = try ReaderFinder.find(text, page: page, context: context)
        return SearchResults(titles: PageResource(titles.page, TitleResource.init), readers: PageResource(readers, ReaderResource.init),
                             suggestion: titles.suggestion.map(SpellingSuggestionResource.init),
                             identifier: titles.identifier.map(IdentifierMatchResource.init))
    }
}
