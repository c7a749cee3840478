import KartotekaCore
import KartotekaWire

extension LocationInput {
    /// The input for a checked location.
    public init(_ location: Location) {
        self.init(streetAddress: location.streetAddress, city: location.city, country: location.country, emoji: location.emoji,
                  hours: location.hours)
    }
}
