import Foundation
import KartotekaCore
import KartotekaWire

extension BranchListingInput {
    /// The input for a listing.
    public init(_ listing: BranchListing) {
        self.init(address: listing.address, city: listing.city, country: listing.country, emoji: listing.emoji, hours: listing.hours,
                  locationId: listing.location?.rawValue)
    }
}

extension BranchListingInput {
    /// The listing it asks for (checked by the store against what the branch has).
    public var listing: BranchListing {
        BranchListing(address: address, city: city, country: country, emoji: emoji, hours: hours, location: locationId.map(LocationID.init))
    }
}
