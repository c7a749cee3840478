import KartotekaCore

/// `location delete --id ID`: deletes a library location.
struct LocationDeleteCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "location delete", Bilingual { $0.locationDeleteSummary }, worksRemotely: true)

    /// The location deleted.
    @Read(LocationFields.id) var value: LocationID

    func run(_ context: CommandContext) throws {
        let id = value
        try context.desk().deleteLocation(id)
        try context.output(["deletedLocation": "\(id)"], text: context.texts.locationDeleted(id))
    }
}
