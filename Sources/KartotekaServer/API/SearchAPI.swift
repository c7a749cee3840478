import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// `/api/v1/search`: one box for the desk — titles and readers matching the words.
struct SearchAPI {
    let store: any LibraryStore

    struct Results: Encodable {
        let titles: PageResource<TitleResource>
        let readers: PageResource<ReaderResource>
    }

    func register(on router: inout Router) {
        router.add("GET", "/api/v1/search") { request, _ in
            let text = request.queryValue("q") ?? ""
            let page = try request.pageRequest(defaultLimit: 20)
            let titles = try store.listTitles(CatalogQuery(text: text, page: page))
            let readers = try store.listReaders(ReaderQuery(text: text, page: page))
            return try JSONResponse.make(Results(titles: PageResource(titles, TitleResource.init),
                                                 readers: PageResource(readers, ReaderResource.init)))
        }
    }
}
