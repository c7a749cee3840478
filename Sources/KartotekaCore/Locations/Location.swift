import Foundation

/// A library location, as the book's "locations by country" service lists them.
public struct Location: Sendable, Hashable, Codable {
    /// The street address: `123 Eiffel Tower Street`.
    public var streetAddress: String
    /// The city: `Paris`.
    public var city: String
    /// The country: `France`.
    public var country: String
    /// An emoji, usually the country's flag.
    public var emoji: String
    /// Opening hours as people write them: `8am–7pm`.
    public var hours: String

    /// Creates a location.
    public init(streetAddress: String, city: String, country: String, emoji: String = "", hours: String = "") {
        self.streetAddress = streetAddress
        self.city = city
        self.country = country
        self.emoji = emoji
        self.hours = hours
    }

    /// Validates typed fields: street address, city and country are required.
    public init(validatingStreetAddress streetAddress: String, city: String, country: String,
                emoji: String, hours: String) throws(ValidationError) {
        var problems = ProblemCollector()
        let clean = TitleDraft.clean
        let required: [(String, String, Bilingual)] = [
            ("streetAddress", streetAddress, Bilingual { $0.streetAddressMissing }),
            ("city", city, Bilingual { $0.cityMissing }),
            ("country", country, Bilingual { $0.countryMissing }),
        ]
        for (field, value, message) in required where clean(value).isEmpty {
            problems.add(field, message)
        }
        let values: [(name: String, value: String)] = [
            ("streetAddress", streetAddress), ("city", city), ("country", country), ("emoji", emoji), ("hours", hours),
        ]
        problems.addTooLong(FieldLimits.overLimit(values, limits: FieldLimits.location))
        try problems.throwIfAny()
        self.init(streetAddress: clean(streetAddress), city: clean(city), country: clean(country),
                  emoji: clean(emoji), hours: clean(hours))
    }

    /// Whether the country starts with the given text, ignoring case (the book's search rule);
    /// an empty query matches every location.
    public func countryMatches(prefix: String) -> Bool {
        let query = prefix.trimmingCharacters(in: .whitespaces)
        return query.isEmpty || country.lowercased().hasPrefix(query.lowercased())
    }
}
