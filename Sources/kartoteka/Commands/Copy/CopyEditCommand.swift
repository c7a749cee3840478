import KartotekaCore

/// `copy edit --inventory N` with field options: changes a copy's place, price, barcode,
/// status or number.
struct CopyEditCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "copy edit", Bilingual { $0.copyEditSummary },
        worksRemotely: true)
    /// `--new-inventory N`.
    static let newInventory = Option.text("new-inventory", "N", \.newInventoryHelp)
    /// `--status available|lost|written_off|bindery` (`written-off` too); checked with the other fields.
    static let status = Option("status", "available|lost|written_off|bindery", \.copyStatusHelp) {
        $0.replacingOccurrences(of: "-", with: "_")
    }
    static let options: [any OptionDeclaration] = [CopyOptions.inventory, newInventory, status] + DraftOptions.options(DraftOptions.copy)

    /// The copy changed.
    let inventory: InventoryNumber
    /// Its new fields: the draft options, then the number and status.
    let changes: DraftChanges<CopyDraft>

    init(_ input: CommandInput) throws {
        inventory = try input.required(CopyOptions.inventory)
        changes = try DraftChanges(DraftOptions.copy + [(Self.newInventory, \.inventoryNumber), (Self.status, \.status)], from: input)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        var draft = try desk.copyDraft(inventory)
        changes.apply(to: &draft)
        let copy = try desk.updateCopy(inventory, with: draft)
        let status = CopyStatus(rawValue: copy.status)?.name ?? Bilingual(verbatim: copy.status)
        try context.output(copy, text: context.texts.copySaved(copy.inventoryNumber, status: status))
    }
}
