import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire

/// `/locations/search` (the book's client as a page: libraries by country) and
/// `/locations/manage` (adding, editing and removing them).
enum LocationPages {
    static let endpoints: [any EndpointDeclaration] = [search, manage, create, edit, delete]

    /// The beginning of a country's name.
    static let country = Routes.BookService.country

    static let search = Endpoint.page(.get, "/locations/search", .everyone, query: [country]) { context in
        let prefix = try context.query(country) ?? ""
        return LocationSearchPage.render(context.page, country: prefix, found: try context.store.locations(countryPrefix: prefix))
    }

    static let manage = Endpoint.page(.get, "/locations/manage", .permission(.manageLocations)) { context in
        try managePage(context, problems: [], draft: nil)
    }

    static let create = Endpoint.form("/locations/new", .permission(.manageLocations), fields: LocationDraftValues.fields.form) { context in
        let draft = try LocationDraftValues(context)
        do {
            _ = try context.run(AddLocation(draft.validated()))
            return .redirect(to: "\(LocationPages.manage.path)?notice=location-saved")
        } catch let error as ValidationError {
            return try managePage(context, problems: error.problems, draft: draft, status: 422)
        }
    }

    static let edit: PageRoute<LocationID> = Endpoint.form("/locations/\(PathParameters.locationID)/edit", .permission(.manageLocations),
                                                           fields: LocationDraftValues.fields.form) { context in
        let id = try context.path(PathParameters.locationID)
        let draft = try LocationDraftValues(context)
        do {
            _ = try context.run(ChangeLocation(id, to: draft.validated()))
            return .redirect(to: "\(LocationPages.manage.path)?notice=location-saved")
        } catch let error as ValidationError {
            return try managePage(context, problems: error.problems, draft: draft, editing: id, status: 422)
        }
    }

    static let delete: PageRoute<LocationID> = Endpoint.form("/locations/\(PathParameters.locationID)/delete", .permission(.manageLocations)) { context in
        try context.run(DeleteLocation(context.path(PathParameters.locationID)))
        return .redirect(to: "\(LocationPages.manage.path)?notice=location-deleted")
    }

    private static func managePage(_ context: RequestContext, problems: [FieldProblem], draft: LocationDraftValues?,
                                   editing: LocationID? = nil, status: Int = 200) throws -> HTTPResponse {
        LocationManagePage.render(context.page, records: try context.store.locations(countryPrefix: ""), problems: problems,
                                  draft: draft, editing: editing, status: status)
    }
}
