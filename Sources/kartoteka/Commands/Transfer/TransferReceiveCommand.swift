import KartotekaCore

/// `transfer receive --inventory N [--at C]`: receives a copy that has arrived at a branch.
struct TransferReceiveCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "transfer receive", Bilingual(ru: "принять экземпляр, прибывший в филиал", en: "receive a copy that has arrived at a branch"),
        worksRemotely: true)
    /// `--at C`.
    static let at = BranchOptions.at(
        "филиал, который принимает (по умолчанию: через сервер — филиал учётной записи токена, иначе тот, куда экземпляр едет; с базой — куда он едет)",
        "the branch receiving it (default: through a server, the token account’s branch, else where the copy is going; with the database, where it is going)")
    static let options: [any OptionDeclaration] = [CopyOptions.inventory, at]

    /// The copy received.
    let inventory: InventoryNumber
    /// The branch receiving it, if named.
    let branch: BranchCode?

    init(_ input: CommandInput) throws {
        inventory = try input.required(CopyOptions.inventory)
        branch = try input.value(Self.at)
    }

    func run(_ context: CommandContext) throws {
        let transfer = try context.desk().receiveCopy(inventory, at: branch)
        try context.output(transfer, text: context.text(
            ru: "Экземпляр \(transfer.inventoryNumber) принят в филиале \(transfer.to).",
            en: "Copy \(transfer.inventoryNumber) received at the branch \(transfer.to).")
            + "\n  " + context.report.transfer(transfer))
    }
}
