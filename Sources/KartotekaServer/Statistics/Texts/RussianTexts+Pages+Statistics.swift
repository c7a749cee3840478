import KartotekaCore
import KartotekaWire

extension RussianTexts: StatisticsPageTexts {
    var statistics: String { "Статистика" }
    var statisticsBreakdown: String { "Разбить по" }
    var statisticsWholeLibrary: String { "библиотеке в целом" }
    var statisticsNoLoans: String { "За этот период книг не выдавали." }
    var statisticsFundNote: String { "По книге суммарного учёта: копии на балансе и вне баланса вместе." }
    var statisticsTotalNote: String {
        "Посещение — день, в который читатель брал или сдавал книги (одно в день). В строке «Всего» каждый читатель и каждое посещение "
            + "считаются один раз, поэтому итог может быть меньше суммы строк."
    }
    func statisticsChartSummary(_ title: String, bars: [(label: String, value: Int)]) -> String {
        "\(title): " + bars.map { "\($0.label) — \($0.value)" }.joined(separator: "; ") + "."
    }
}
