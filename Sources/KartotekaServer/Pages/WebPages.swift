import Foundation
import KartotekaCore
import KartotekaHTTP

/// The start screen and the language switch.
enum WebPages {
    static let endpoints = [home, language]

    static let home = Endpoint.page(.get, "/", .everyone) { context in
        HomePage.render(context.page, networked: try context.principal != nil && context.store.branches().count > 1)
    }

    /// `/lang?to=en&back=/books`: switches the pages' language and goes back to the page.
    static let language = Endpoint.page(.get, "/lang", .everyone) { context in
        let chosen = context.request.queryValue("to") == "en" ? "en" : "ru"
        return HTTPResponse.redirect(to: LocalRedirect.path(context.request.queryValue("back"), otherwise: "/"))
            .adding("Set-Cookie", "lang=\(chosen); Path=/; Max-Age=31536000; SameSite=Strict; HttpOnly")
    }
}
