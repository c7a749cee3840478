import KartotekaCore
import KartotekaWire

/// `ksu [--year Y] [--from D] [--to D] [--csv]`: the book of summary accounting of a year (this
/// one by default) or a period, in its three parts.
struct KSUCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("ksu", Bilingual { $0.ksuSummary }, details: Bilingual { $0.ksuDetails },
                                                    worksRemotely: true)
    static let options: [any OptionDeclaration] = AccountingOptions.period + [AccountingOptions.csv]

    let period: AccountingOptions.Period
    let csv: Bool

    init(_ input: CommandInput) throws {
        period = try AccountingOptions.Period(input)
        csv = input.flag(AccountingOptions.csv)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let period = try period.resolved(desk)
        let book = try desk.summaryBook(period)
        if csv { return AccountingOptions.printCSV(AccountingCSV(language: context.language).summaryBook(book), context) }
        try context.output(book, text: context.report.summaryBook(book))
    }
}
