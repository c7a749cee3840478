import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// A location as typed in a form.
struct LocationDraftValues: Sendable {
    var streetAddress = ""
    var city = ""
    var country = ""
    var emoji = ""
    var hours = ""

    init() {}

    /// The location form's fields (the API's names).
    static let fields = DraftFields<LocationDraftValues>([
        ("streetAddress", \.streetAddress), ("city", \.city), ("country", \.country), ("emoji", \.emoji), ("hours", \.hours),
    ])

    /// The location as the form sent it.
    init(_ context: RequestContext) throws {
        try context.fill(&self, Self.fields)
    }

    init(_ location: Location) {
        streetAddress = location.streetAddress
        city = location.city
        country = location.country
        emoji = location.emoji
        hours = location.hours
    }

    func validated() throws(ValidationError) -> Location {
        try Location(validatingStreetAddress: streetAddress, city: city, country: country, emoji: emoji, hours: hours)
    }

    func inputs(_ fields: FormInputs, _ context: PageContext) -> HTML {
        """
        \(fields.input("streetAddress", context.texts.streetAddress, value: streetAddress, required: true))
        \(fields.input("city", context.texts.city, value: city, required: true))
        \(fields.input("country", context.texts.country, value: country, required: true))
        \(fields.input("emoji", context.texts.emoji, value: emoji))
        \(fields.input("hours", context.texts.openingHours, value: hours))
        """
    }
}
