import KartotekaCore
import KartotekaHTTP
import KartotekaWire

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
        let none: HTML = found.isEmpty ? "<p class=\"empty\">\(context.texts.noLibrariesInCountry)</p>" : .empty
        return Layout.page(context.texts.libraryLocations, context, body: """
            <div class="heading"><h1>\(context.texts.librariesByCountry)</h1>
            <a class="button" href="\(LocationPages.manage.path)">\(context.texts.manageLocations)</a></div>
            <form class="search-box" action="\(LocationPages.search.path)" method="get" role="search">
            <input type="search" name="country" id="country" value="\(country)" data-live-search="location-search-results" placeholder="\(context.texts.countryPlaceholder)" aria-label="\(context.texts.country)">
            <button type="submit">\(context.texts.searchButton)</button>
            </form>
            <div id="location-search-results" aria-live="polite"><ul class="locations" id="location-results">\(items)</ul>
            \(none)</div>
            """)
    }
}
