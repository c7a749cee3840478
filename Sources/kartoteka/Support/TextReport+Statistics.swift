import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// How the terminal shows a library's statistics: a line of figures for the whole library and
/// for each part of the breakdown, loans by month and by section, the fund.
extension TextReport {
    /// `Всего: Книговыдача 3 · Возвращено 2 · …`, then the breakdown, the months, the sections, and
    /// the fund (whole, then by branch or section).
    func statistics(_ statistics: StatisticsResource) -> String {
        var lines = ["\(heading(.statistics)) · \(statistics.periodText(in: language))",
                     "\(heading(.total)): \(figures(statistics.total))"]
        if statistics.by != nil {
            lines.append(statistics.groupingName(in: language))
            lines += statistics.rows.map { "  \(statistics.label(of: $0, in: language)): \(figures($0.figures))" }
        }
        lines.append(heading(.loansByMonth))
        lines += statistics.months.map { "  \($0.month): \($0.loans)" }
        lines.append(heading(.loansBySection))
        lines += statistics.sections.map { "  \(StatisticsResource.sectionName($0.section, in: language)): \($0.loans)" }
        lines.append(heading(.fund))
        lines.append("  \(heading(.total)): \(fund(statistics.fund))")
        lines += statistics.fundRows.map { row in "  \(statistics.label(of: row, in: language)): \(row.fund.map(fund) ?? "")" }
        return lines.joined(separator: "\n")
    }

    private func figures(_ figures: StatisticsFiguresResource) -> String {
        zip(StatisticsResource.figureHeadings, figures.values).compactMap { heading, value in
            value.map { "\(self.heading(heading)) \($0)" }
        }.joined(separator: " · ")
    }

    /// `Состоит на начало периода 4 экз. на 1 400,00 руб. · Поступило …`.
    private func fund(_ fund: KSUResource.MovementLine) -> String {
        fund.lines.map { label, tally in
            "\(heading(label)) \(language.commandTexts.statsFundLine(copies: tally.copies, sum: StatisticsResource.money(tally.sum, in: language)))"
        }.joined(separator: " · ")
    }

    private func heading(_ heading: StatisticsHeading) -> String { heading.name.text(in: language) }
}
