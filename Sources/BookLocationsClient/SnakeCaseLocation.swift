import Foundation

/// A library location as the other version of the book's code decodes it: `CodingKeys` map
/// `streetAddress` to the JSON key `street_address`.
public struct SnakeCaseLocation: Codable {
    /// The street address.
    public let streetAddress: String
    /// The city.
    public let city: String
    /// The country.
    public let country: String
    /// An emoji, usually the country's flag.
    public let emoji: String
    /// Opening hours.
    public let hours: String

    enum CodingKeys: String, CodingKey {
        case streetAddress = "street_address"
        case city
        case country
        case emoji
        case hours
    }
}
