import KartotekaCore

/// `stocktake start [--branch C] [--place P] [--from N] [--to N]`: begins a stock check of a
/// branch's fund, a storage place, a range of inventory numbers — or the whole fund.
struct StocktakeStartCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "stocktake start", Bilingual { $0.stocktakeStartSummary }, details: Bilingual { $0.stocktakeStartDetails }, worksRemotely: true)
    static let branch = Option<BranchCode>.branchCode("branch", \.stocktakeBranchHelp)
    static let place = Option.text("place", "CODE", \.stocktakePlaceHelp)
    static let from = Option<InventoryNumber>.inventoryNumber("from", \.inventoryFromHelp)
    static let to = Option<InventoryNumber>.inventoryNumber("to", \.inventoryToHelp)
    static let options: [any OptionDeclaration] = [branch, place, from, to]

    let scope: StocktakeScope

    init(_ input: CommandInput) throws {
        scope = StocktakeScope(branch: try input.value(Self.branch), storagePlace: try input.value(Self.place),
                               inventoryFrom: try input.value(Self.from), inventoryTo: try input.value(Self.to))
    }

    func run(_ context: CommandContext) throws {
        let check = try context.desk().startStocktake(try scope.validated())
        try context.output(check, text: context.texts.stocktakeBegun(check.id) + "\n" + context.report.stocktake(check))
    }
}
