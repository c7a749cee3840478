import KartotekaCore
import KartotekaHTTP

/// `/locations/search`: the book's client as a page, libraries by country as you type.
enum LocationSearchPage {
    static func render(_ context: PageContext, country: String, found: [LocationRecord]) -> HTTPResponse {
        let items = found.map { record -> HTML in
            let location = record.location
            return """
                <li class="location"><span class="emoji">\(location.emoji)</span><div><strong>\(location.streetAddress)</strong><br>\
                \(location.city), \(location.country)<br><span class="muted">\(location.hours)</span></div></li>
                """
        }
        let none: HTML = found.isEmpty ? "<p class=\"empty\">\(context.t("Библиотек в такой стране нет.", "No libraries in such a country."))</p>" : .empty
        return Layout.page(context.t("Адреса библиотек", "Library locations"), context, body: """
            <div class="heading"><h1>\(context.t("Библиотеки по странам", "Libraries by country"))</h1>
            <a class="button" href="/locations/manage">\(context.t("Управление адресами", "Manage locations"))</a></div>
            <form class="search-box" action="/locations/search" method="get" role="search">
            <input type="search" name="country" id="country" value="\(country)" data-live-search="location-search-results" placeholder="\(context.t("Страна, например Ame", "Country, e.g. Ame"))" aria-label="\(context.t("Страна", "Country"))">
            <button type="submit">\(context.t("Найти", "Search"))</button>
            </form>
            <div id="location-search-results" aria-live="polite"><ul class="locations" id="location-results">\(items)</ul>
            \(none)</div>
            """)
    }
}
