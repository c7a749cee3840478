import KartotekaCore

/// `location list [--country TEXT]`: the library's locations, by the start of the country.
struct LocationListCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "location list", Bilingual { $0.locationListSummary },
        worksRemotely: true)
    /// `--country TEXT`.
    static let country = Option.text("country", "TEXT", \.countryPrefixHelp)
    static let options: [any OptionDeclaration] = [country]

    /// The start of the country name; empty for every location.
    let countryPrefix: String

    init(_ input: CommandInput) throws {
        countryPrefix = try input.value(Self.country) ?? ""
    }

    func run(_ context: CommandContext) throws {
        let locations = try context.desk().locations(countryPrefix: countryPrefix)
        let lines = locations.isEmpty ? [context.texts.noLocations] : locations.map(context.report.location)
        try context.output(locations, text: lines.joined(separator: "\n"))
    }
}
