import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// `stats [--from D] [--to D] [--by branch|class|category|section] [--csv]`: the library's
/// statistics for a period (this month by default), whole and broken down.
struct StatsCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("stats", Bilingual { $0.statsSummary }, details: Bilingual { $0.statsDetails },
                                                    worksRemotely: true)
    static let from = Option.day("from", \.statsFromHelp)
    static let to = Option.day("to", \.statsToHelp)
    static let by = Option<StatisticsGrouping>.choice("by", "branch|class|category|section", \.statsByHelp,
                                                      expected: Bilingual { $0.statsByExpected })
    static let options: [any OptionDeclaration] = [from, to, by, AccountingOptions.csv]

    let first: Day?
    let last: Day?
    let grouping: StatisticsGrouping?
    let csv: Bool

    init(_ input: CommandInput) throws {
        first = try input.value(Self.from)
        last = try input.value(Self.to)
        grouping = try input.value(Self.by)
        csv = input.flag(AccountingOptions.csv)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let query = try StatisticsQuery(from: first, to: last, by: grouping?.rawValue, today: try desk.accountingToday)
        let statistics = try desk.statistics(query)
        if csv { return AccountingOptions.printCSV(StatisticsCSV(language: context.language).file(statistics), context) }
        try context.output(statistics, text: context.report.statistics(statistics))
    }
}
