import KartotekaValues

extension BookLocation {
    private enum CodingKeys: String, CodingKey {
        case streetAddress, city, country, emoji, hours
        case snakeStreetAddress = "street_address"
    }

    /// Reads an entry as the book's service sends it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        streetAddress = try container.decode(String.self, forKey: .streetAddress)
        city = try container.decode(String.self, forKey: .city)
        country = try container.decode(String.self, forKey: .country)
        emoji = try container.decode(String.self, forKey: .emoji)
        hours = try container.decode(String.self, forKey: .hours)
    }

    /// Writes both spellings of the street address.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(streetAddress, forKey: .streetAddress)
        try container.encode(streetAddress, forKey: .snakeStreetAddress)
        try container.encode(city, forKey: .city)
        try container.encode(country, forKey: .country)
        try container.encode(emoji, forKey: .emoji)
        try container.encode(hours, forKey: .hours)
    }
}

extension BookLocation: SchemaDescribed {
    public static let schema = Schema<BookLocation>.resource(
        "BookLocation", "A location as the book's client reads it; the street address is sent under both spellings "
            + "(one version of the client decodes `streetAddress`, another `street_address`).",
        [
            .init("streetAddress", \.streetAddress), SchemaProperty(name: "street_address", schema: .string(), isOptional: false),
            .init("city", \.city), .init("country", \.country), .init("emoji", \.emoji), .init("hours", \.hours),
        ])
}
