import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// The fields of a library location the command line gives: `--street`, `--city`, `--country`,
/// `--emoji`, `--hours`.
struct LocationFields: OptionGroup, ReadsCommandLine {
    /// `--city TEXT`.
    static let city = Option.text("city", "TEXT", \.cityHelp)
    /// `--country TEXT`.
    static let country = Option.text("country", "TEXT", \.countryHelp)
    /// `--emoji TEXT`.
    static let emoji = Option.text("emoji", "TEXT", \.emojiHelp)
    /// `--hours TEXT`.
    static let hours = Option.text("hours", "TEXT", \.hoursHelp)
    /// `--id ID` of the commands that change one location.
    static let id = Option<LocationID>.rowID("id", "ID", \.locationIDHelp)

    /// The street address given.
    @Read(Option.text("street", "TEXT", \.streetAddressHelp)) var street: String?
    /// The city given.
    @Read(LocationFields.city) var city: String?
    /// The country given.
    @Read(LocationFields.country) var country: String?
    /// The emoji given.
    @Read(LocationFields.emoji) var emoji: String?
    /// The opening hours given.
    @Read(LocationFields.hours) var hours: String?

    /// The location with the fields given over `current`'s (none: empty fields), checked.
    func location(over current: LocationResource? = nil) throws -> Location {
        try Location(validatingStreetAddress: street ?? current?.streetAddress ?? "", city: city ?? current?.city ?? "",
                     country: country ?? current?.country ?? "", emoji: emoji ?? current?.emoji ?? "", hours: hours ?? current?.hours ?? "")
    }
}
