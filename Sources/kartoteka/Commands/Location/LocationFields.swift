import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// The fields of a library location the command line gives: `--street`, `--city`, `--country`,
/// `--emoji`, `--hours`.
struct LocationFields: OptionGroup {
    /// `--street TEXT`.
    static let street = Option.text("street", "TEXT", \.streetAddressHelp)
    /// `--city TEXT`.
    static let city = Option.text("city", "TEXT", \.cityHelp)
    /// `--country TEXT`.
    static let country = Option.text("country", "TEXT", \.countryHelp)
    /// `--emoji TEXT`.
    static let emoji = Option.text("emoji", "TEXT", \.emojiHelp)
    /// `--hours TEXT`.
    static let hours = Option.text("hours", "TEXT", \.hoursHelp)
    static let options: [any OptionDeclaration] = [street, city, country, emoji, hours]
    /// `--id ID` of the commands that change one location.
    static let id = Option<LocationID>.rowID("id", "ID", \.locationIDHelp)

    /// The street address given.
    let street: String?
    /// The city given.
    let city: String?
    /// The country given.
    let country: String?
    /// The emoji given.
    let emoji: String?
    /// The opening hours given.
    let hours: String?

    init(_ input: CommandInput) throws {
        street = try input.value(Self.street)
        city = try input.value(Self.city)
        country = try input.value(Self.country)
        emoji = try input.value(Self.emoji)
        hours = try input.value(Self.hours)
    }

    /// The location with the fields given over `current`'s (none: empty fields), checked.
    func location(over current: LocationResource? = nil) throws -> Location {
        try Location(validatingStreetAddress: street ?? current?.streetAddress ?? "", city: city ?? current?.city ?? "",
                     country: country ?? current?.country ?? "", emoji: emoji ?? current?.emoji ?? "", hours: hours ?? current?.hours ?? "")
    }
}
