import Foundation

extension Location {
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
