import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// `stats [--from D] [--to D] [--by branch|class|category|section] [--csv]`: the library's
/// statistics for a period (this month by default), whole and broken down.
struct StatsCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("stats", Bilingual { $0.statsSummary }, details: Bilingual { $0.statsDetails },
                                                    worksRemotely: true)
    static let by = Option<StatisticsGrouping>.choice("by", "branch|class|category|section", \.statsByHelp,
                                                      expected: Bilingual { $0.statsByExpected })

    @Read(Option.day("from", \.statsFromHelp)) var first: Day?
    @Read(Option.day("to", \.statsToHelp)) var last: Day?
    @Read(StatsCommand.by) var grouping: StatisticsGrouping?
    @Read(AccountingOptions.csv) var csv: Bool

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let query = try StatisticsQuery(from: first, to: last, by: grouping?.rawValue, today: try desk.accountingToday)
        let statistics = try desk.statistics(query)
        if csv { return AccountingOptions.printCSV(StatisticsCSV(language: context.language).file(statistics), context) }
        try context.output(statistics, text: context.report.statistics(statistics))
    }
}
