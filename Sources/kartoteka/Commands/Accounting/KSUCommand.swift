import KartotekaCore
import KartotekaWire

/// `ksu [--year Y] [--from D] [--to D] [--csv]`: the book of summary accounting of a year (this
/// one by default) or a period, in its three parts.
struct KSUCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("ksu", Bilingual { $0.ksuSummary }, details: Bilingual { $0.ksuDetails },
                                                    worksRemotely: true)
    static let from = Option.day("from", \.periodFromHelp)
    static let to = Option.day("to", \.periodToHelp)
    static let options: [any OptionDeclaration] = [AccountingOptions.year, from, to, AccountingOptions.csv]

    let year: Int?
    let first: Day?
    let last: Day?
    let csv: Bool

    init(_ input: CommandInput) throws {
        year = try input.value(AccountingOptions.year)
        first = try input.value(Self.from)
        last = try input.value(Self.to)
        csv = input.flag(AccountingOptions.csv)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let period = try LedgerPeriod(year: year, from: first, to: last, today: try desk.accountingToday)
        let book = try desk.summaryBook(period)
        if csv { return AccountingOptions.printCSV(AccountingCSV(language: context.language).summaryBook(book), context) }
        try context.output(book, text: context.report.summaryBook(book))
    }
}
