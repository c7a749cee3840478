import KartotekaCore
import KartotekaWire

extension EnglishTexts: StatisticsPageTexts {
    var statistics: String { "Statistics" }
    var statisticsBreakdown: String { "Break down by" }
    var statisticsWholeLibrary: String { "the library as a whole" }
    var statisticsNoLoans: String { "Nothing was lent in this period." }
    var statisticsFundNote: String { "From the book of summary accounting: copies on and off the balance together." }
    var statisticsTotalNote: String {
        "A visit is a day on which a reader borrowed or returned (one a day). In the Total line every reader and visit counts once, "
            + "so it may be less than the lines' sum."
    }
    func statisticsChartSummary(_ title: String, bars: [(label: String, value: Int)]) -> String {
        "\(title): " + bars.map { "\($0.label) — \($0.value)" }.joined(separator: "; ") + "."
    }
}
