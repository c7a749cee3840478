import KartotekaCore

/// `transfer send --inventory N --to C`: sends a copy from the branch where it is to another.
struct TransferSendCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "transfer send", Bilingual { $0.transferSendSummary }, worksRemotely: true)
    /// `--to C`.
    static let to = Option<BranchCode>.branchCode("to", \.sendToHelp)
    static let options: [any OptionDeclaration] = [CopyOptions.inventory, to]

    /// The copy sent.
    let inventory: InventoryNumber
    /// Where it goes.
    let destination: BranchCode

    init(_ input: CommandInput) throws {
        inventory = try input.required(CopyOptions.inventory)
        destination = try input.required(Self.to)
    }

    func run(_ context: CommandContext) throws {
        let transfer = try context.desk().sendCopy(inventory, to: destination)
        try context.output(transfer, text: context.texts.copySentBetween(transfer.inventoryNumber, from: transfer.from, to: transfer.to)
            + "\n  " + context.report.transfer(transfer))
    }
}
