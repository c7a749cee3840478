import KartotekaCore
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping
import KartotekaUseCases

/// `/api/v1/locations`: managing the library locations the book's `/locations` serves.
enum LocationsAPI {
    static let endpoints = [list, create, get, update, delete]

    /// A prefix of the country.
    static let country = QueryParameter<String>(
        "country", schema: OpenAPISchema.string(), description: "A case-insensitive prefix of the country; empty lists all.") { $0 }

    static let list = Endpoint.api(
        .get, "/api/v1/locations", .everyone,
        Operation("listLocations", "Library locations, optionally of countries starting with a text.", tag: .locations),
        query: [country], answer: .list(Schemas.location, "The locations.")
    ) { context in
        try context.store.locations(countryPrefix: try context.query(country) ?? "").map(LocationResource.init)
    }

    static let create = Endpoint.api(
        .post, "/api/v1/locations", .permission(.manageLocations),
        Operation("createLocation", "Add a library location.", tag: .locations, errors: [422]),
        body: JSONBody(Schemas.locationInput),
        answer: .created(Schemas.location, "The new location.", links: links) { "/api/v1/locations/\($0.id)" }
    ) { context, input in
        LocationResource(try context.run(AddLocation(input.validated())))
    }

    static let get = Endpoint.api(
        .get, "/api/v1/locations/\(PathParameters.locationID)", .everyone,
        Operation("getLocation", "A library location.", tag: .locations),
        answer: .ok(Schemas.location, "The location.")
    ) { context in
        LocationResource(try context.store.location(context.path(PathParameters.locationID)))
    }

    static let update = Endpoint.api(
        .put, "/api/v1/locations/\(PathParameters.locationID)", .permission(.manageLocations),
        Operation("updateLocation", "Replace a library location's fields; one that shows a branch is changed through the branch (409).",
                  tag: .locations, errors: [409, 422]),
        body: JSONBody(Schemas.locationInput), answer: .ok(Schemas.location, "The updated location.")
    ) { context, input in
        LocationResource(try context.run(ChangeLocation(context.path(PathParameters.locationID), to: input.validated())))
    }

    static let delete = Endpoint.api(
        .delete, "/api/v1/locations/\(PathParameters.locationID)", .permission(.manageLocations),
        Operation("deleteLocation", "Remove a library location; one that shows a branch is removed through the branch (409).",
                  tag: .locations, errors: [409]),
        answer: .noContent()
    ) { context in
        try context.run(DeleteLocation(context.path(PathParameters.locationID)))
        return NoContent()
    }

    /// What can be done with a location an answer describes.
    static let links: [String: JSONValue] = [
        "GetLocation": TitlesAPI.link("getLocation", "id", from: "/id"),
        "UpdateLocation": TitlesAPI.link("updateLocation", "id", from: "/id"),
        "DeleteLocation": TitlesAPI.link("deleteLocation", "id", from: "/id"),
    ]
}
