import KartotekaCore

/// `location list [--country TEXT]`: the library's locations, by the start of the country.
struct LocationListCommand: SingleValueCommand {
    static let configuration = CommandConfiguration(
        "location list", Bilingual { $0.locationListSummary },
        worksRemotely: true)
    /// `--country TEXT`.
    static let country = Option.text("country", "TEXT", \.countryPrefixHelp)
    static let source = SingleValue.optional(country)

    /// The start of the country name; every location when `nil`.
    let value: String?

    func run(_ context: CommandContext) throws {
        let locations = try context.desk().locations(countryPrefix: value ?? "")
        let lines = locations.isEmpty ? [context.texts.noLocations] : locations.map(context.report.location)
        try context.output(locations, text: lines.joined(separator: "\n"))
    }
}
