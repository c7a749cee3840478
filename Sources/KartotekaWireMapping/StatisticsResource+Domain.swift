import Foundation
import KartotekaCore
import KartotekaWire

extension StatisticsResource {
    /// The resource for a report.
    public init(_ report: StatisticsReport) {
        self.init()
        from = report.period.from.isoText
        to = report.period.to.isoText
        by = report.grouping?.rawValue
        total = StatisticsFiguresResource(report.total)
        rows = report.rows.map(StatisticsRowResource.init)
        months = report.months.map { StatisticsMonthResource(month: $0.isoText, loans: $0.loans) }
        sections = BBKSection.allCases.map { StatisticsSectionResource(section: $0.rawValue, loans: report.loansBySection[$0] ?? 0) }
        fund = KSUResource.MovementLine(report.fund)
    }
}

extension StatisticsFiguresResource {
    /// The resource for figures.
    public init(_ figures: StatisticsFigures) {
        self.init()
        loans = figures.loans
        returns = figures.returns
        visits = figures.visits
        activeReaders = figures.activeReaders
        newReaders = figures.newReaders
        holdsPlaced = figures.holdsPlaced
        overdue = figures.overdue
    }
}

extension StatisticsRowResource {
    /// The resource for a line.
    public init(_ row: StatisticsRow) {
        self.init()
        key = row.key
        name = row.name
        figures = StatisticsFiguresResource(row.figures)
        fund = row.fund.map(KSUResource.MovementLine.init)
    }
}

extension KSUResource.MovementLine {
    /// Its four lines: a heading and its tally.
    public var lines: [(StatisticsHeading, FundTallyResource)] {
        [(.atStart, start), (.received, received), (.writtenOff, writtenOff), (.atEnd, end)]
    }
}
