import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/locations`: managing the library locations the book's `/locations` serves.
enum LocationsAPI {
    static let endpoints = [list, create, get, update, delete]

    static let list = Endpoint.api(
        Routes.Locations.list, .everyone,
        Operation("Library locations, optionally of countries starting with a text.", tag: .locations),
        answer: .list(LocationResource.schema, "The locations.")
    ) { context in
        try context.store.locations(countryPrefix: try context.query(Routes.Locations.country) ?? "").map(LocationResource.init)
    }

    static let create = Endpoint.api(
        Routes.Locations.create, .permission(.manageLocations),
        Operation("Add a library location.", tag: .locations, errors: [422]),
        body: JSONBody(LocationInput.schema),
        answer: .created(LocationResource.schema, "The new location.", links: links) { Routes.Locations.get.path(LocationID($0.id)) }
    ) { context, input in
        LocationResource(try context.run(AddLocation(input.validated())))
    }

    static let get = Endpoint.api(
        Routes.Locations.get, .everyone, Operation("A library location.", tag: .locations), ok: "The location."
    ) {
        LocationResource(try $0.store.location($1))
    }

    static let update = Endpoint.api(
        Routes.Locations.update, .permission(.manageLocations),
        Operation("Replace a library location's fields; one that shows a branch is changed through the branch (409).",
                  tag: .locations, errors: [409, 422]),
        body: JSONBody(LocationInput.schema),
        ok: "The updated location."
    ) { context, locationID, input in
        LocationResource(try context.run(ChangeLocation(locationID, to: input.validated())))
    }

    static let delete = Endpoint.api(
        Routes.Locations.delete, .permission(.manageLocations),
        Operation("Remove a library location; one that shows a branch is removed through the branch (409).",
                  tag: .locations, errors: [409]),
        runs: DeleteLocationChange.self
    )

    /// What can be done with a location an answer describes.
    static let links: [String: JSONValue] = [
        "GetLocation": TitlesAPI.link(Routes.Locations.get, from: "/id"),
        "UpdateLocation": TitlesAPI.link(Routes.Locations.update, from: "/id"),
        "DeleteLocation": TitlesAPI.link(Routes.Locations.delete, from: "/id"),
    ]
}
