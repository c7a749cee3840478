import KartotekaCore

/// `location edit --id ID` with field options: changes a library location.
struct LocationEditCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "location edit", Bilingual { $0.locationEditSummary }, worksRemotely: true)

    /// The location changed.
    @Read(LocationFields.id) var id: LocationID
    /// The fields given.
    @Read var fields: LocationFields

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let saved = try desk.updateLocation(id, with: fields.location(over: desk.location(id)))
        try context.output(saved, text: context.texts.locationSaved(context.report.location(saved)))
    }
}
