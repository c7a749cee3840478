import KartotekaCore

/// A location as the book's iOS client reads it. Both spellings of the street address are sent,
/// because one version of the client decodes `streetAddress` and another `street_address`.
struct BookLocation: Encodable {
    let streetAddress: String
    let street_address: String
    let city: String
    let country: String
    let emoji: String
    let hours: String

    init(_ location: Location) {
        streetAddress = location.streetAddress
        street_address = location.streetAddress
        city = location.city
        country = location.country
        emoji = location.emoji
        hours = location.hours
    }
}
