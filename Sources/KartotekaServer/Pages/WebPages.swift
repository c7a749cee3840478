import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaMetadata
import KartotekaScan
import KartotekaStore

/// The librarians' web interface: server-rendered pages and form posts.
struct WebPages {
    let store: any LibraryStore
    let calendar: LibraryCalendar
    let clock: any LibraryClock
    let exchange: ExchangeActions
    let lookup: MetadataLookup?
    let scanner: any BarcodeScanner

    func register(on router: inout Router) {
        StaticAssets.register(on: &router)
        router.add("GET", "/") { request, _ in HomePage.render(PageContext(request: request)) }
        router.add("GET", "/lang") { request, _ in
            let language = request.queryValue("to") == "en" ? "en" : "ru"
            var back = request.queryValue("back") ?? "/"
            if !back.hasPrefix("/") || back.hasPrefix("//") { back = "/" }
            return HTTPResponse.redirect(to: back)
                .adding("Set-Cookie", "lang=\(language); Path=/; Max-Age=31536000; SameSite=Strict; HttpOnly")
        }
        BookPages(store: store, lookup: lookup).register(on: &router)
        CopyPages(store: store).register(on: &router)
        ReaderPages(store: store, calendar: calendar).register(on: &router)
        OverduePage(store: store).register(on: &router)
        LocationPages(store: store).register(on: &router)
        SettingsPage(store: store, clock: clock).register(on: &router)
        ExchangePages(actions: exchange).register(on: &router)
        PublicCatalogue(store: store).register(on: &router)
        ScanPage(store: store, lookup: lookup, scanner: scanner).register(on: &router)
        LabelPages(store: store).register(on: &router)
    }
}
