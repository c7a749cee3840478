import KartotekaCore
import KartotekaWire

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
            <table id="stats-figures">
            <thead><tr><th scope="col">\(statistics.by == nil ? page.text(StatisticsHeading.period.name) : statistics.groupingName(in: language))</th>\
            \(headings)</tr></thead>
            <tbody>\(lines)</tbody>
            <tfoot><tr class="total"><th scope="row">\(statistics.by == nil ? statistics.periodText(in: language) : page.text(StatisticsHeading.total.name))</th>\
            \(cells(statistics.total))</tr></tfoot>
            </table>
            """
    }

    /// The fund at the start and end, received and written off: copies and sum.
    static func fund(_ page: PageContext, _ statistics: StatisticsResource) -> HTML {
        let lines = statistics.fundLines.map { heading, tally -> HTML in
            """
            <tr><th scope="row">\(page.text(heading.name))</th><td class="number">\(tally.copies)</td>\
            <td class="number">\(StatisticsResource.money(tally.sum, in: page.language))</td></tr>
            """
        }
        return """
            <table id="stats-fund">
            <thead><tr><th scope="col">\(page.text(StatisticsHeading.indicator.name))</th>\
            <th scope="col" class="number">\(page.text(StatisticsHeading.copies.name))</th>\
            <th scope="col" class="number">\(page.text(StatisticsHeading.sum.name))</th></tr></thead>
            <tbody>\(lines)</tbody>
            </table>
            """
    }

    private static func cells(_ figures: StatisticsFiguresResource) -> HTML {
        HTML.join(figures.values.map { "<td class=\"number\">\($0.map(String.init) ?? "—")</td>" as HTML })
    }
}
