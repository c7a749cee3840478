import KartotekaCore

/// `hold place --ticket T (--title ID | --inventory N) [--pickup C]`: reserves a title, or one
/// copy, for a reader.
struct HoldPlaceCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("hold place", Bilingual { $0.holdPlaceSummary }, worksRemotely: true)
    /// `--title ID`.
    static let title = Option<TitleID>.rowID("title", "ID", \.holdTitleHelp)
    /// `--inventory N`.
    static let inventory = Option<InventoryNumber>.inventoryNumber("inventory", \.holdCopyHelp)
    /// `--pickup C`.
    static let pickup = Option<BranchCode>.branchCode("pickup", \.holdPickupHelp)
    static let options: [any OptionDeclaration] = [ReaderOptions.ticket, title, inventory, pickup]

    /// The hold asked for.
    let request: HoldRequest

    init(_ input: CommandInput) throws {
        let ticket = try input.required(ReaderOptions.ticket)
        let target: HoldRequest.Target
        switch (try input.value(Self.title), try input.value(Self.inventory)) {
        case (let id?, nil): target = .title(id)
        case (nil, let copy?): target = .copy(copy)
        case (.some, .some): throw UsageError.conflictingOptions(Self.title.spec.name, Self.inventory.spec.name)
        case (nil, nil): throw UsageError.missingOption(Self.title.spec.name, command: input.command)
        }
        request = HoldRequest(ticketNumber: ticket, target: target, pickupBranch: try input.value(Self.pickup))
    }

    func run(_ context: CommandContext) throws {
        let hold = try context.desk().placeHold(request)
        try context.output(hold, text: context.texts.holdPlacedLine(context.report.hold(hold)))
    }
}
