import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// `/api/v1/locations`: managing the library locations the book's `/locations` serves.
struct LocationsAPI {
    let store: any LibraryStore

    func register(on router: inout Router) {
        router.add("GET", "/api/v1/locations") { request, _ in
            try JSONResponse.make(try store.locations(countryPrefix: request.queryValue("country") ?? "").map(LocationResource.init))
        }
        router.add("POST", "/api/v1/locations") { request, _ in
            let record = try store.addLocation(LocationInput.decode(from: request).validated())
            return try JSONResponse.created(LocationResource(record), at: "/api/v1/locations/\(record.id)")
        }
        router.add("GET", "/api/v1/locations/:id") { _, parameters in
            try JSONResponse.make(LocationResource(try store.location(parameters.id("id"))))
        }
        router.add("PUT", "/api/v1/locations/:id") { request, parameters in
            let record = try store.updateLocation(parameters.id("id"), with: LocationInput.decode(from: request).validated())
            return try JSONResponse.make(LocationResource(record))
        }
        router.add("DELETE", "/api/v1/locations/:id") { _, parameters in
            try store.deleteLocation(parameters.id("id"))
            return .noContent
        }
    }
}
