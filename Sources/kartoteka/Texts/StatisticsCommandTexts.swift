import KartotekaCore

/// The texts of the `stats` command.
protocol StatisticsCommandTexts: Sendable {
    var statsSummary: String { get }
    var statsDetails: String { get }
    var statsFromHelp: String { get }
    var statsToHelp: String { get }
    var statsByHelp: String { get }
    var statsByExpected: String { get }
    func statsFundLine(copies: Int, sum: String) -> String
}
