import KartotekaCore
import KartotekaWire

extension LocationInput {
    /// The checked location.
    public func validated() throws -> Location {
        try Location(validatingStreetAddress: streetAddress, city: city, country: country, emoji: emoji ?? "", hours: hours ?? "")
    }
}
