import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// `/locations/search` (the book's client as a page: libraries by country) and
/// `/locations/manage` (adding, editing and removing them).
struct LocationPages {
    let store: any LibraryStore

    func register(on router: inout Router) {
        router.add("GET", "/locations/search") { request, _ in
            let country = request.queryValue("country") ?? ""
            return LocationSearchPage.render(PageContext(request: request), country: country,
                                             found: try store.locations(countryPrefix: country))
        }
        router.add("GET", "/locations/manage") { request, _ in
            try managePage(PageContext(request: request), problems: [], draft: nil)
        }
        router.add("POST", "/locations/new") { request, _ in
            let draft = LocationDraftValues(request)
            do {
                _ = try store.addLocation(draft.validated())
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
                return .redirect(to: "/locations/manage?notice=location-saved")
            } catch let error as ValidationError {
                return try managePage(PageContext(request: request), problems: error.problems, draft: draft, editing: id, status: 422)
            }
        }
        router.add("POST", "/locations/:id/delete") { _, parameters in
            try store.deleteLocation(parameters.id("id"))
            return .redirect(to: "/locations/manage?notice=location-deleted")
        }
    }

    private func managePage(_ context: PageContext, problems: [FieldProblem], draft: LocationDraftValues?, editing: LocationID? = nil,
                            status: Int = 200) throws -> HTTPResponse {
        LocationManagePage.render(context, records: try store.locations(countryPrefix: ""), problems: problems, draft: draft,
                                  editing: editing, status: status)
    }
}
