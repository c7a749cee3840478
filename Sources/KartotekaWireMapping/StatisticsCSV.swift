import KartotekaCore
import KartotekaWire

extension StatisticsCSV {
    /// The whole file.
    public func file(_ statistics: StatisticsResource) -> String {
        var rows: [[String]] = [[heading(.statistics), statistics.periodText(in: language)], []]
        rows.append([statistics.by == nil ? heading(.period) : statistics.groupingName(in: language)]
            + StatisticsResource.figureHeadings.map(heading))
        for row in statistics.rows {
            rows.append([statistics.label(of: row, in: language)] + values(row.figures))
        }
        rows.append([heading(.total)] + values(statistics.total))
        rows += [[], [heading(.loansByMonth)], [heading(.month), heading(.loans)]]
        rows += statistics.months.map { [$0.month, String($0.loans)] }
        rows += [[], [heading(.loansBySection)], [heading(.section), heading(.loans)]]
        rows += statistics.sections.map { [StatisticsResource.sectionName($0.section, in: language), String($0.loans)] }
        rows += [[], [heading(.fund)], [statistics.fundRows.isEmpty ? heading(.indicator) : statistics.groupingName(in: language)]
            + statistics.fund.lines.flatMap { ["\(heading($0.0)) — \(heading(.copies))", "\(heading($0.0)) — \(heading(.sum))"] }]
        for row in statistics.fundRows {
            rows.append([statistics.label(of: row, in: language)] + (row.fund.map(fund) ?? []))
        }
        rows.append([heading(.total)] + fund(statistics.fund))
        return CSVWriter.file(rows)
    }

    private func fund(_ fund: KSUResource.MovementLine) -> [String] {
        fund.lines.flatMap { [String($0.1.copies), StatisticsResource.money($0.1.sum, in: language)] }
    }

    private func values(_ figures: StatisticsFiguresResource) -> [String] { figures.values.map { $0.map(String.init) ?? "" } }

    private func heading(_ heading: StatisticsHeading) -> String { heading.name.text(in: language) }
}
