import Foundation
import KartotekaCore
import KartotekaWire

extension LocationResource {
    /// The resource for a stored location.
    public init(_ record: LocationRecord) {
        self.init()
        branch = record.branch?.rawValue
        id = record.id.rawValue
        streetAddress = record.location.streetAddress
        city = record.location.city
        country = record.location.country
        emoji = record.location.emoji
        hours = record.location.hours
    }
}
