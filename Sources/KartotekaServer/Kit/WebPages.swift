import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The start screen and the language switch.
enum WebPages {
    static let endpoints: [any EndpointDeclaration] = [home, language]

    static let home = Endpoint.page(.get, "/", .everyone) { context in
        let signedIn = context.principal != nil
        let today = signedIn && context.page.may(.lookUp) ? (summary: try context.store.deskToday(), day: context.today) : nil
        return HomePage.render(context.page, networked: try signedIn && context.store.branches().count > 1, today: today)
    }

    /// The language to switch to: `en`, else Russian.
    static let chosenLanguage = QueryParameter<Language>("to", schema: JSONSchema.string(values: ["ru", "en"]),
                                                         description: "The language to switch to.") { $0 == "en" ? .english : .russian }
    /// The page to go back to: a path of ours, else the start page.
    static let back = QueryParameter<String>("back", schema: JSONSchema.string(), description: "The page to go back to.") {
        LocalRedirect.path($0)
    }

    /// `/lang?to=en&back=/books`: switches the pages' language and goes back to the page.
    static let language = Endpoint.page(.get, "/lang", .everyone, query: [chosenLanguage, back]) { context in
        let chosen = try context.lenientQuery(chosenLanguage) == .english ? "en" : "ru"
        return HTTPResponse.redirect(to: try context.lenientQuery(back) ?? WebPages.home.path)
            .adding("Set-Cookie", "lang=\(chosen); Path=/; Max-Age=31536000; SameSite=Strict; HttpOnly")
    }
}
