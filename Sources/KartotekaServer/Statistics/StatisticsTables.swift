import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// The statistics page's tables: the figures by the breakdown with the total, and the fund.
enum StatisticsTables {
    /// The figures, a line per part of the breakdown and the whole library's last.
    static func figures(_ page: PageContext, _ statistics: StatisticsResource) -> HTML {
        let language = page.language
        let headings = StatisticsResource.figureHeadings.map { "<th scope=\"col\" class=\"number\">\(page.text($0.name))</th>" as HTML }
        let lines = statistics.rows.map { row -> HTML in
            "<tr><th scope=\"row\">\(statistics.label(of: row, in: language))</th>\(cells(row.figures))</tr>"
        }
        return """
            <div class="table"><table id="stats-figures">
            <thead><tr><th scope="col">\(statistics.by == nil ? page.text(StatisticsHeading.period.name) : statistics.groupingName(in: language))</th>\
            \(headings)</tr></thead>
            <tbody>\(lines)</tbody>
            <tfoot><tr class="total"><th scope="row">\(statistics.by == nil ? statistics.periodText(in: language) : page.text(StatisticsHeading.total.name))</th>\
            \(cells(statistics.total))</tr></tfoot>
            </table></div>
            """
    }

    /// The fund at the start and end, received and written off — copies and sum — for each line
    /// that has a fund of its own (by branch, by section) and for the whole library.
    static func fund(_ page: PageContext, _ statistics: StatisticsResource) -> HTML {
        let groups = statistics.fund.lines.map { "<th scope=\"colgroup\" colspan=\"2\">\(page.text($0.0.name))</th>" as HTML }
        let units = statistics.fund.lines.map { _ -> HTML in
            """
            <th scope="col" class="number">\(page.text(StatisticsHeading.copies.name))</th>\
            <th scope="col" class="number">\(page.text(StatisticsHeading.sum.name))</th>
            """
        }
        let lines = statistics.fundRows.map { row -> HTML in
            "<tr><th scope=\"row\">\(statistics.label(of: row, in: page.language))</th>\(row.fund.map { tallies(page, $0) } ?? .empty)</tr>"
        }
        let first = statistics.fundRows.isEmpty ? page.text(StatisticsHeading.indicator.name) : statistics.groupingName(in: page.language)
        return """
            <div class="table"><table id="stats-fund">
            <thead><tr><th scope="col" rowspan="2">\(first)</th>\(groups)</tr><tr>\(units)</tr></thead>
            <tbody>\(lines)</tbody>
            <tfoot><tr class="total"><th scope="row">\(page.text(StatisticsHeading.total.name))</th>\(tallies(page, statistics.fund))</tr></tfoot>
            </table></div>
            """
    }

    private static func tallies(_ page: PageContext, _ fund: KSUResource.MovementLine) -> HTML {
        HTML.join(fund.lines.map { _, tally -> HTML in
            "<td class=\"number\">\(tally.copies)</td><td class=\"number\">\(StatisticsResource.money(tally.sum, in: page.language))</td>"
        })
    }

    private static func cells(_ figures: StatisticsFiguresResource) -> HTML {
        HTML.join(figures.values.map { "<td class=\"number\">\($0.map(String.init) ?? "—")</td>" as HTML })
    }
}
