import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// `stocktake status [--id N] [--csv]`: a stock check's progress and results so far (without
/// `--id`, every check, newest first).
struct StocktakeStatusCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("stocktake status", Bilingual { $0.stocktakeStatusSummary }, worksRemotely: true)

    @Read(StocktakeOptions.id) var id: StocktakeID?
    @Read(AccountingOptions.csv) var csv: Bool
    @Read var page: PageRequest

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        guard let id else {
            return try PageOptions.print(try desk.stocktakes(page: page), row: context.report.stocktake,
                                         nothing: Bilingual { $0.noStocktakesListed }, context)
        }
        try StocktakeFinishCommand.show(try desk.stocktakeReport(id), csv: csv, context)
    }
}
