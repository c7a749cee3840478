import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// `/locations/search` (the book's client as a page: libraries by country) and
/// `/locations/manage` (adding, editing and removing them).
struct LocationPages {
    let store: any LibraryStore
    let changed: @Sendable () -> Void

    func register(on router: inout Router) {
        router.add("GET", "/locations/search") { request, _ in
            let context = PageContext(request: request)
            let country = request.queryValue("country") ?? ""
            let found = try store.locations(countryPrefix: country)
            let items = found.map { record -> HTML in
                let location = record.location
                return "<li class=\"location\"><span class=\"emoji\">\(location.emoji)</span><div><strong>\(location.streetAddress)</strong><br>\(location.city), \(location.country)<br><span class=\"muted\">\(location.hours)</span></div></li>"
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
        router.add("GET", "/locations/manage") { request, _ in
            try managePage(PageContext(request: request), problems: [], draft: nil)
        }
        router.add("POST", "/locations/new") { request, _ in
            let draft = LocationDraftValues(request)
            do {
                _ = try store.addLocation(draft.validated())
                changed()
                return .redirect(to: "/locations/manage?notice=location-saved")
            } catch let error as ValidationError {
                return try managePage(PageContext(request: request), problems: error.problems, draft: draft, status: 422)
            }
        }
        router.add("POST", "/locations/:id/edit") { request, parameters in
            let id: LocationID = try parameters.id("id")
            let draft = LocationDraftValues(request)
            do {
                _ = try store.updateLocation(id, with: draft.validated())
                changed()
                return .redirect(to: "/locations/manage?notice=location-saved")
            } catch let error as ValidationError {
                return try managePage(PageContext(request: request), problems: error.problems, draft: draft, editing: id, status: 422)
            }
        }
        router.add("POST", "/locations/:id/delete") { _, parameters in
            try store.deleteLocation(parameters.id("id"))
            changed()
            return .redirect(to: "/locations/manage?notice=location-deleted")
        }
    }

    private func managePage(_ context: PageContext, problems: [FieldProblem], draft: LocationDraftValues?, editing: LocationID? = nil,
                            status: Int = 200) throws -> HTTPResponse {
        let records = try store.locations(countryPrefix: "")
        let rows = records.map { record -> HTML in
            let values = record.id == editing && draft != nil ? draft! : LocationDraftValues(record.location)
            let fields = FormFields(context, problems: record.id == editing ? problems : [])
            let confirm = context.t("Удалить этот адрес?", "Delete this location?")
            return """
                <li class="location-edit"><form method="post" action="/locations/\(record.id)/edit" class="form compact" novalidate>
                \(values.inputs(fields, context))
                <div class="actions"><button type="submit">\(context.t("Сохранить", "Save"))</button></div></form>
                <form method="post" action="/locations/\(record.id)/delete" data-confirm="\(confirm)"><button type="submit" class="danger">\(context.t("Удалить", "Delete"))</button></form></li>
                """
        }
        let newFields = FormFields(context, problems: editing == nil ? problems : [])
        let newValues = editing == nil ? (draft ?? LocationDraftValues()) : LocationDraftValues()
        return Layout.page(context.t("Адреса библиотек", "Library locations"), context, status: status, body: """
            <p class="crumbs"><a href="/locations/search">\(context.t("← Поиск по странам", "← Search by country"))</a></p>
            <h1>\(context.t("Адреса библиотек", "Library locations"))</h1>
            <h2>\(context.t("Новый адрес", "New location"))</h2>
            <form method="post" action="/locations/new" class="form compact" id="new-location" novalidate>
            \(newValues.inputs(newFields, context))
            <div class="actions"><button type="submit" class="primary">\(context.t("Добавить", "Add"))</button></div>
            </form>
            <h2>\(context.t("Все адреса", "All locations")) (\(records.count))</h2>
            <ul class="location-list">\(rows)</ul>
            """)
    }
}

/// A location as typed in a form.
struct LocationDraftValues: Sendable {
    var streetAddress = ""
    var city = ""
    var country = ""
    var emoji = ""
    var hours = ""

    init() {}

    init(_ request: HTTPRequest) {
        streetAddress = request.formValue("streetAddress") ?? ""
        city = request.formValue("city") ?? ""
        country = request.formValue("country") ?? ""
        emoji = request.formValue("emoji") ?? ""
        hours = request.formValue("hours") ?? ""
    }

    init(_ location: Location) {
        streetAddress = location.streetAddress
        city = location.city
        country = location.country
        emoji = location.emoji
        hours = location.hours
    }

    func validated() throws(ValidationError) -> Location {
        try Location(validatingStreetAddress: streetAddress, city: city, country: country, emoji: emoji, hours: hours)
    }

    func inputs(_ fields: FormFields, _ context: PageContext) -> HTML {
        """
        \(fields.input("streetAddress", context.t("Адрес", "Street address"), value: streetAddress, required: true))
        \(fields.input("city", context.t("Город", "City"), value: city, required: true))
        \(fields.input("country", context.t("Страна", "Country"), value: country, required: true))
        \(fields.input("emoji", context.t("Значок", "Emoji"), value: emoji))
        \(fields.input("hours", context.t("Часы работы", "Hours"), value: hours))
        """
    }
}
