import KartotekaValues

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
