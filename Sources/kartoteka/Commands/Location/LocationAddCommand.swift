import KartotekaCore

/// `location add --street … --city … --country …`: a new library location.
struct LocationAddCommand: SingleValueCommand {
    static let configuration = CommandConfiguration(
        "location add", Bilingual(ru: "добавить адрес библиотеки", en: "add a library location"), worksRemotely: true)

    /// The fields given.
    let value: LocationFields

    func run(_ context: CommandContext) throws {
        let added = try context.desk().addLocation(value.location())
        try context.output(added, text: context.text(ru: "Добавлено: ", en: "Added: ") + context.report.location(added))
    }
}
