import Foundation
import KartotekaCore
import KartotekaWire

extension BookLocation {
    /// The entry for a stored location.
    public init(_ location: Location) {
        self.init()
        streetAddress = location.streetAddress
        city = location.city
        country = location.country
        emoji = location.emoji
        hours = location.hours
    }
}
