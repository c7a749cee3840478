import KartotekaWire

/// The texts of the statistics page.
protocol StatisticsPageTexts: Sendable {
    var statistics: String { get }
    var statisticsBreakdown: String { get }
    var statisticsWholeLibrary: String { get }
    var statisticsNoLoans: String { get }
    var statisticsFundNote: String { get }
    var statisticsTotalNote: String { get }
    func statisticsChartSummary(_ title: String, bars: [(label: String, value: Int)]) -> String
}
