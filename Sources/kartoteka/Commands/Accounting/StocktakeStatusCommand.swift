import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// `stocktake status [--id N] [--csv]`: a stock check's progress and results so far (without
/// `--id`, every check, newest first).
struct StocktakeStatusCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("stocktake status", Bilingual { $0.stocktakeStatusSummary }, worksRemotely: true)
    static let options: [any OptionDeclaration] = [StocktakeOptions.id, AccountingOptions.csv] + PageOptions.all

    let id: StocktakeID?
    let csv: Bool
    let page: PageRequest

    init(_ input: CommandInput) throws {
        id = try input.value(StocktakeOptions.id)
        csv = input.flag(AccountingOptions.csv)
        page = try PageOptions.page(input)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        guard let id else {
            return try PageOptions.print(try desk.stocktakes(page: page), row: context.report.stocktake,
                                         nothing: Bilingual { $0.noStocktakesListed }, context)
        }
        try StocktakeFinishCommand.show(try desk.stocktakeReport(id), csv: csv, context)
    }
}
