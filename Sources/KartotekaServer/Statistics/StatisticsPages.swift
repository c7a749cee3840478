import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/stats` and `/stats/csv`: a library's statistics for a period — the figures by branch,
/// class, category or BBK section, loans by month and by section drawn as charts, the fund —
/// and the same as CSV.
enum StatisticsPages {
    static let endpoints: [any EndpointDeclaration] = [page, csv]

    static let query: [any DeclaredQueryParameter] = [Routes.Statistics.from, Routes.Statistics.to, Routes.Statistics.by]

    static let page: PageRoute<Void> = Endpoint.page(.get, "/stats", .permission(.lookUp), query: query, work: .long) { context in
        let page = context.page
        var problems: [FieldProblem] = []
        func read<Value>(_ parameter: QueryParameter<Value>) throws -> Value? {
            do { return try context.query(parameter) } catch let error as ValidationError {
                problems += error.problems
                return nil
            }
        }
        let (from, to, by) = (try read(Routes.Statistics.from), try read(Routes.Statistics.to), try read(Routes.Statistics.by))
        var statistics: StatisticsResource?
        if problems.isEmpty {
            do {
                let query = try StatisticsQuery(from: from, to: to, by: by, today: context.today)
                statistics = StatisticsResource(try context.ask(LibraryStatistics(query)))
            } catch let error as ValidationError {
                problems = error.problems
            }
        }
        let fields = FormInputs(page, problems: problems)
        let shownFrom = statistics?.from ?? from?.isoText ?? ""
        let shownTo = statistics?.to ?? to?.isoText ?? ""
        let groupings = [("", page.texts.statisticsWholeLibrary)] + StatisticsGrouping.allCases.map { ($0.rawValue, page.text($0.name)) }
        let csvLink = PageContext.link(StatisticsPages.csv.path, [("from", shownFrom), ("to", shownTo), ("by", by ?? "")].filter { !$0.1.isEmpty })
        return Layout.page(page.texts.statistics, page, status: problems.isEmpty ? 200 : 422, body: """
            <h1>\(page.text(StatisticsHeading.statistics.name))</h1>
            <p class="actions"><a class="button" href="\(FormPages.publicLibrary.path)">\(page.texts.nkShort)</a>
            <a class="button" href="\(FormPages.register.path)">\(page.texts.registerShort)</a></p>
            \(fields.summary())
            <form method="get" action="\(StatisticsPages.page.path)" class="form compact" id="stats-period">
            \(fields.input("from", page.texts.periodFrom, value: shownFrom, kind: "date"))
            \(fields.input("to", page.texts.periodTo, value: shownTo, kind: "date"))
            \(fields.select("by", page.texts.statisticsBreakdown, value: by ?? "", options: groupings.map { (value: $0.0, label: $0.1) }))
            <div class="actions"><button type="submit" class="primary">\(page.texts.show)</button>
            \(statistics == nil ? HTML.empty : "<a class=\"button\" href=\"\(csvLink)\" download>\(page.texts.downloadCSV)</a>")</div>
            </form>
            \(statistics.map { report(page, $0) } ?? .empty)
            """)
    }

    static let csv = Endpoint.page(.get, "/stats/csv", .permission(.lookUp), query: query, work: .long) { context in
        let statistics = StatisticsResource(try context.ask(LibraryStatistics(try context.statisticsQuery())))
        return PrintLayout.csv(StatisticsCSV(language: context.page.language).file(statistics),
                               name: "stats-\(statistics.from)-\(statistics.to)\(statistics.by.map { "-\($0)" } ?? "").csv")
    }

    /// The figures, the two charts and the fund.
    private static func report(_ page: PageContext, _ statistics: StatisticsResource) -> HTML {
        let months = statistics.months.map { (label: $0.month, value: $0.loans) }
        let sections = statistics.sections.map { (label: StatisticsResource.sectionName($0.section, in: page.language), value: $0.loans) }
        let monthsTitle = page.text(StatisticsHeading.loansByMonth.name)
        let sectionsTitle = page.text(StatisticsHeading.loansBySection.name)
        return """
            <h2>\(statistics.periodText(in: page.language))</h2>
            \(StatisticsTables.figures(page, statistics))
            <p class="hint">\(page.texts.statisticsTotalNote)</p>
            \(statistics.total.loans == 0 ? "<p class=\"empty\">\(page.texts.statisticsNoLoans)</p>" as HTML : .empty)
            <div class="charts">
            \(StatisticsChart.bars(id: "chart-months", title: monthsTitle,
                                   summary: page.texts.statisticsChartSummary(monthsTitle, bars: months), months))
            \(StatisticsChart.bars(id: "chart-sections", title: sectionsTitle,
                                   summary: page.texts.statisticsChartSummary(sectionsTitle, bars: sections), sections))
            </div>
            <h2>\(page.text(StatisticsHeading.fund.name))</h2>
            \(StatisticsTables.fund(page, statistics))
            <p class="hint">\(page.texts.statisticsFundNote)</p>
            """
    }
}
