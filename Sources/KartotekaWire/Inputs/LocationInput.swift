import KartotekaValues

/// A library location as the API takes it, for ``KartotekaClient/createLocation(_:)`` and
/// ``KartotekaClient/updateLocation(id:with:)``; the street address, city and country are
/// required.
public struct LocationInput: Codable, Sendable, Hashable {
    /// The street address: `123 Eiffel Tower Street`.
    public var streetAddress: String
    /// The city.
    public var city: String
    /// The country, as the book's `/locations?country=` matches it.
    public var country: String
    /// An emoji, usually the country's flag.
    public var emoji: String?
    /// Opening hours as people write them: `8am–7pm`.
    public var hours: String?

    /// Creates the input.
    public init(streetAddress: String, city: String, country: String, emoji: String? = nil, hours: String? = nil) {
        self.streetAddress = streetAddress
        self.city = city
        self.country = country
        self.emoji = emoji
        self.hours = hours
    }

    /// Reads the input as the API takes it: a missing required field is empty, so the check says
    /// which fields to fill in, all at once.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        streetAddress = try container.decodeIfPresent(String.self, forKey: .streetAddress) ?? ""
        city = try container.decodeIfPresent(String.self, forKey: .city) ?? ""
        country = try container.decodeIfPresent(String.self, forKey: .country) ?? ""
        emoji = try container.decodeIfPresent(String.self, forKey: .emoji)
        hours = try container.decodeIfPresent(String.self, forKey: .hours)
    }
}

extension LocationInput: SchemaDescribed {
    public static let schema = Schema<LocationInput>.input(
        "LocationInput", "A library location.",
        [
            .init("streetAddress", \.streetAddress, .string(minLength: 1)), .init("city", \.city, .string(minLength: 1)),
            .init("country", \.country, .string(minLength: 1)), .init("emoji", \.emoji),
            .init("hours", \.hours, "Opening hours as people write them: `8am–7pm`."),
        ],
        example: ["streetAddress": "1 Library Lane", "city": "Oslo", "country": "Norway", "emoji": "🇳🇴", "hours": "9am–5pm"])
}
