import KartotekaCore

/// `location delete --id ID`: deletes a library location.
struct LocationDeleteCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "location delete", Bilingual(ru: "удалить адрес библиотеки", en: "delete a library location"), worksRemotely: true)
    static let options: [any OptionDeclaration] = [LocationFields.id]

    /// The location deleted.
    let id: LocationID

    init(_ input: CommandInput) throws {
        id = try input.required(LocationFields.id)
    }

    func run(_ context: CommandContext) throws {
        try context.desk().deleteLocation(id)
        try context.output(["deletedLocation": "\(id)"], text: context.text(ru: "Адрес №\(id) удалён.", en: "Location #\(id) deleted."))
    }
}
