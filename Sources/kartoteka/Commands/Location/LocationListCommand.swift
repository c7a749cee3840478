import KartotekaCore

/// `location list [--country TEXT]`: the library's locations, by the start of the country.
struct LocationListCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "location list", Bilingual { $0.locationListSummary },
        worksRemotely: true)
    /// `--country TEXT`.
    static let country = Option.text("country", "TEXT", \.countryPrefixHelp)

    /// The start of the country name; every location when `nil`.
    @Read(LocationListCommand.country) var value: String?

    func run(_ context: CommandContext) throws {
        let locations = try context.desk().locations(countryPrefix: value ?? "")
        let lines = locations.isEmpty ? [context.texts.noLocations] : locations.map(context.report.location)
        try context.output(locations, text: lines.joined(separator: "\n"))
    }
}
