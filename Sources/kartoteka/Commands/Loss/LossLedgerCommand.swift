import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// `loss ledger [--year Y] [--from D] [--to D] [--csv]`: the ledger of books accepted from readers
/// instead of lost ones, for a year (this one by default) or a period.
struct LossLedgerCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("loss ledger", Bilingual { $0.lossLedgerSummary }, worksRemotely: true)

    @Read var value: AccountingOptions.Period
    @Read(AccountingOptions.csv) var csv: Bool

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let period = try value.resolved(desk)
        let ledger = try desk.replacementLedger(period)
        if csv { return AccountingOptions.printCSV(AccountingCSV(language: context.language).replacementLedger(ledger), context) }
        try context.output(ledger, text: context.report.replacementLedger(ledger))
    }
}
