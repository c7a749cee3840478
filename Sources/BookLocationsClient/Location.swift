import Foundation

/// A library location as the book's iOS app decodes it (the first version of its code: the
/// property names are the JSON keys, so it reads `streetAddress`).
public struct Location: Codable {
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
}
