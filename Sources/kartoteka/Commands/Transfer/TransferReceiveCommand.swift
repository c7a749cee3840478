import KartotekaCore

/// `transfer receive --inventory N [--at C]`: receives a copy that has arrived at a branch.
struct TransferReceiveCommand: CopyAtBranchCommand {
    static let configuration = CommandConfiguration(
        "transfer receive", Bilingual { $0.transferReceiveSummary },
        worksRemotely: true)
    /// `--at C`.
    static let at = BranchOptions.at(\.receiveAtHelp)

    /// The copy received.
    let inventory: InventoryNumber
    /// The branch receiving it, if named.
    let branch: BranchCode?

    func run(_ context: CommandContext) throws {
        let transfer = try context.desk().receiveCopy(inventory, at: branch)
        try context.output(transfer, text: context.texts.copyReceivedAt(transfer.inventoryNumber, branch: transfer.to)
            + "\n  " + context.report.transfer(transfer))
    }
}
