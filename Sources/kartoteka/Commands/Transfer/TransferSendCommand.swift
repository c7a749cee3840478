import KartotekaCore

/// `transfer send --inventory N --to C`: sends a copy from the branch where it is to another.
struct TransferSendCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "transfer send", Bilingual { $0.transferSendSummary }, worksRemotely: true)

    /// The copy sent.
    @Read(CopyOptions.inventory) var inventory: InventoryNumber
    /// Where it goes.
    @Read(Option<BranchCode>.branchCode("to", \.sendToHelp)) var destination: BranchCode

    func run(_ context: CommandContext) throws {
        let transfer = try context.desk().sendCopy(inventory, to: destination)
        try context.output(transfer, text: context.texts.copySentBetween(transfer.inventoryNumber, from: transfer.from, to: transfer.to)
            + "\n  " + context.report.transfer(transfer))
    }
}
