/// The texts of a library's statistics: what they are broken down by, and what each figure is called.
protocol StatisticsTexts: Sendable {
    var statisticsByBranch: String { get }
    var statisticsByClass: String { get }
    var statisticsByCategory: String { get }
    var statisticsBySection: String { get }
    func statisticsGroupingUnknown(_ text: String) -> String
    func statisticsHeading(_ heading: StatisticsHeading) -> String
}
