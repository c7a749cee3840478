import KartotekaCore

/// `location add --street … --city … --country …`: a new library location.
struct LocationAddCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "location add", Bilingual { $0.locationAddSummary }, worksRemotely: true)

    /// The fields given.
    @Read var value: LocationFields

    func run(_ context: CommandContext) throws {
        let added = try context.desk().addLocation(value.location())
        try context.output(added, text: context.texts.locationAdded(context.report.location(added)))
    }
}
