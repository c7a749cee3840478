import KartotekaCore

/// `copy delete --inventory N`: deletes a copy that is not on loan.
struct CopyDeleteCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "copy delete", Bilingual(ru: "удалить экземпляр (выданный удалить нельзя)", en: "delete a copy (not while on loan)"), worksRemotely: true)
    static let options: [any OptionDeclaration] = [CopyOptions.inventory]

    /// The copy deleted.
    let inventory: InventoryNumber

    init(_ input: CommandInput) throws {
        inventory = try input.required(CopyOptions.inventory)
    }

    func run(_ context: CommandContext) throws {
        try context.desk().deleteCopy(inventory)
        try context.output(["deletedCopy": inventory.rawValue], text: context.text(ru: "Экземпляр \(inventory) удалён.", en: "Copy \(inventory) deleted."))
    }
}
