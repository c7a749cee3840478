import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// `stocktake finish --id N [--csv]`: ends a stock check today — its day goes into every copy it
/// checked — and prints its act: missing copies, those on paper, those of another fund.
struct StocktakeFinishCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("stocktake finish", Bilingual { $0.stocktakeFinishSummary }, worksRemotely: true)

    @Read(StocktakeOptions.id) var value: StocktakeID
    @Read(AccountingOptions.csv) var csv: Bool

    func run(_ context: CommandContext) throws {
        try Self.show(try context.desk().finishStocktake(value), csv: csv, context)
    }

    /// Prints a check's results: CSV, JSON or text.
    static func show(_ report: StocktakeReportResource, csv: Bool, _ context: CommandContext) throws {
        if csv { return AccountingOptions.printCSV(AccountingCSV(language: context.language).stocktake(report), context) }
        try context.output(report, text: context.report.stocktakeReport(report))
    }
}
