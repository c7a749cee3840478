import KartotekaCore
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping
import KartotekaUseCases

extension DatabaseDesk: LocationDesk {
    func locations(countryPrefix: String) throws -> [LocationResource] {
        try store.locations(countryPrefix: countryPrefix).map(LocationResource.init)
    }

    func location(_ id: LocationID) throws -> LocationResource {
        LocationResource(try store.location(id))
    }

    func addLocation(_ location: Location) throws -> LocationResource {
        LocationResource(try run(AddLocation(location)))
    }

    func updateLocation(_ id: LocationID, with location: Location) throws -> LocationResource {
        LocationResource(try run(ChangeLocation(id, to: location)))
    }

    func deleteLocation(_ id: LocationID) throws {
        try run(DeleteLocation(id))
    }
}
