import KartotekaCore

/// `transfer cancel --inventory N`: calls off a copy's journey; it stays at the branch it was sent from.
struct TransferCancelCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "transfer cancel", Bilingual { $0.transferCancelSummary }, worksRemotely: true)

    /// The copy that stays.
    @Read(CopyOptions.inventory) var value: InventoryNumber

    func run(_ context: CommandContext) throws {
        let transfer = try context.desk().cancelTransfer(value)
        let forHold = transfer.setAsideFor.map { "\n" + context.texts.calledOffForHold(context.report.hold($0)) } ?? ""
        try context.output(transfer, text: context.texts.transferCancelled(transfer.inventoryNumber, kept: transfer.from, not: transfer.to)
            + "\n  " + context.report.transfer(transfer) + forHold)
    }
}
