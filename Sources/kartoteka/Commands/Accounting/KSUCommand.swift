import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// `ksu [--year Y] [--from D] [--to D] [--fund main|textbooks] [--csv]`: the book of summary
/// accounting of a year (this one by default) or a period, in its three parts, of the main fund
/// (textbooks left out) or the textbook fund.
struct KSUCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("ksu", Bilingual { $0.ksuSummary }, details: Bilingual { $0.ksuDetails },
                                                    worksRemotely: true)
    /// `--fund main|textbooks`.
    static let fund = Option<LedgerFund>.checked("fund", "main|textbooks", \.ksuFundHelp, expected: Bilingual { $0.ksuFundChoices }) {
        LedgerFund(rawValue: $0)
    }
    static let options: [any OptionDeclaration] = AccountingOptions.period + [fund, AccountingOptions.csv]

    let period: AccountingOptions.Period
    let fund: LedgerFund
    let csv: Bool

    init(_ input: CommandInput) throws {
        period = try AccountingOptions.Period(input)
        fund = try input.value(Self.fund) ?? .main
        csv = input.flag(AccountingOptions.csv)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let period = try period.resolved(desk)
        let book = try desk.summaryBook(period, fund: fund)
        if csv { return AccountingOptions.printCSV(AccountingCSV(language: context.language).summaryBook(book, fund: fund == .textbooks ? fund.name : nil), context) }
        try context.output(book, text: context.report.summaryBook(book))
    }
}
