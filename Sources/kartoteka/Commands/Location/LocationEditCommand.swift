import KartotekaCore

/// `location edit --id ID` with field options: changes a library location.
struct LocationEditCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "location edit", Bilingual { $0.locationEditSummary }, worksRemotely: true)
    static let options: [any OptionDeclaration] = [LocationFields.id] + LocationFields.options

    /// The location changed.
    let id: LocationID
    /// The fields given.
    let fields: LocationFields

    init(_ input: CommandInput) throws {
        id = try input.required(LocationFields.id)
        fields = try LocationFields(input)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let saved = try desk.updateLocation(id, with: fields.location(over: desk.location(id)))
        try context.output(saved, text: context.texts.locationSaved(context.report.location(saved)))
    }
}
