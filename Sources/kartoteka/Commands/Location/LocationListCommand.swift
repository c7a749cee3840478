import KartotekaCore

/// `location list [--country TEXT]`: the library's locations, by the start of the country.
struct LocationListCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "location list", Bilingual(ru: "адреса библиотек (с --country — по началу названия страны)",
                                   en: "library locations (with --country: by the start of the country)"),
        worksRemotely: true)
    /// `--country TEXT`.
    static let country = Option.text("country", "TEXT", "начало названия страны", "start of the country name")
    static let options: [any OptionDeclaration] = [country]

    /// The start of the country name; empty for every location.
    let countryPrefix: String

    init(_ input: CommandInput) throws {
        countryPrefix = try input.value(Self.country) ?? ""
    }

    func run(_ context: CommandContext) throws {
        let locations = try context.desk().locations(countryPrefix: countryPrefix)
        let lines = locations.isEmpty ? [context.text(ru: "Адресов нет.", en: "No locations.")] : locations.map(context.report.location)
        try context.output(locations, text: lines.joined(separator: "\n"))
    }
}
