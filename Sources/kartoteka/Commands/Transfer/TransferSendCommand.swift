import KartotekaCore

/// `transfer send --inventory N --to C`: sends a copy from the branch where it is to another.
struct TransferSendCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "transfer send", Bilingual(ru: "отправить экземпляр в другой филиал", en: "send a copy to another branch"), worksRemotely: true)
    /// `--to C`.
    static let to = Option<BranchCode>.branchCode("to", "в какой филиал", "the branch it goes to")
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
        try context.output(transfer, text: context.text(
            ru: "Экземпляр \(transfer.inventoryNumber) отправлен из филиала \(transfer.from) в филиал \(transfer.to); там его нужно принять.",
            en: "Copy \(transfer.inventoryNumber) sent from the branch \(transfer.from) to the branch \(transfer.to), to be received there.")
            + "\n  " + context.report.transfer(transfer))
    }
}
