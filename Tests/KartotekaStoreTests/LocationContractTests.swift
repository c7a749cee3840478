import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

@Suite("Store contract: locations")
struct LocationContractTests {
    @Test(arguments: StoreFactory.all)
    func managesLocationsAndFiltersByCountryPrefix(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        let paris = try store.addLocation(Location(streetAddress: "123 Eiffel Tower Street", city: "Paris", country: "France",
                                                   emoji: "🇫🇷", hours: "8am–7pm"))
        _ = try store.addLocation(Location(streetAddress: "86 Libery Boulevard", city: "New York", country: "America"))
        _ = try store.addLocation(Location(streetAddress: "1901 Aussie Way", city: "Melbourne", country: "Australia"))
        #expect(try store.locations(countryPrefix: "").count == 3)
        #expect(try store.locations(countryPrefix: "a").map(\.location.city) == ["New York", "Melbourne"])
        #expect(try store.locations(countryPrefix: "AME").map(\.location.city) == ["New York"])
        #expect(try store.locations(countryPrefix: "Narnia").isEmpty)
        var changed = paris.location
        changed.hours = "9am–6pm"
        #expect(try store.updateLocation(paris.id, with: changed).location.hours == "9am–6pm")
        #expect(try store.location(paris.id).location == changed)
        try store.deleteLocation(paris.id)
        #expect(throws: LocationError.locationNotFound(paris.id)) { try store.location(paris.id) }
        #expect(throws: LocationError.locationNotFound(paris.id)) { try store.deleteLocation(paris.id) }
    }
}
