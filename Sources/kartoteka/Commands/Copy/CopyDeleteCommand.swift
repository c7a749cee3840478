import KartotekaCore

/// `copy delete --inventory N`: deletes a copy that is not on loan.
struct CopyDeleteCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "copy delete", Bilingual { $0.copyDeleteSummary }, worksRemotely: true)

    /// The copy deleted.
    @Read(CopyOptions.inventory) var value: InventoryNumber

    func run(_ context: CommandContext) throws {
        let inventory = value
        try context.desk().deleteCopy(inventory)
        try context.output(["deletedCopy": inventory.rawValue], text: context.texts.copyDeleted(inventory))
    }
}
