import KartotekaCore
import KartotekaWire

/// A stock check's act: what was checked and when, how many copies were expected, found and
/// present on paper, the list of missing copies with their value, and what was found that
/// belongs elsewhere or that no copy has.
enum StocktakeDocument {
    static func render(_ context: PageContext, _ report: StocktakeReport, branches: [BranchRecord]) -> HTML {
        let language = context.language
        func h(_ heading: LedgerHeading) -> String { context.text(heading.name) }
        let record = report.record
        let day = (record.finishedOn ?? record.startedOn).text(in: language)
        func list(_ id: String, _ copies: [StocktakeCopy], withNote: Bool = false, missing: Bool = false) -> HTML {
            guard !copies.isEmpty else { return "<p class=\"empty\">\(context.texts.noneListed)</p>" }
            var table = LedgerTable(id: id, headings: [h(.lineNumber), h(.inventoryNumber), h(.authorAndTitle), h(.price), h(.status)]
                                    + (withNote ? [h(.note)] : []))
            for (index, copy) in copies.enumerated() {
                table.add([.count(index + 1), LedgerTable.Cell(copy.inventoryNumber.rawValue), LedgerTable.Cell(copy.description),
                           copy.price.map { .money($0, language) } ?? "", LedgerTable.Cell(missing ? h(.notFound) : context.text(copy.status.name))]
                          + (withNote ? [LedgerTable.Cell(copy.mismatch.map { context.text($0.message) } ?? "")] : []))
            }
            return table.html
        }
        let unknown: HTML = report.unknown.isEmpty ? "<p class=\"empty\">\(context.texts.noneListed)</p>"
            : "<p id=\"stocktake-unknown\">\(report.unknown.joined(separator: ", "))</p>"
        return """
            <h1>\(h(.stocktakeAct))</h1>
            <p class="subtitle">№ \(record.id) \(context.texts.ofDay(day))</p>
            <p>\(context.texts.stocktakeScopeText(StocktakePages.scopeText(context, record.scope, branches: branches)))</p>
            <p>\(context.texts.stocktakeActBody(started: record.startedOn.text(in: language), expected: record.expected, counted: record.counted,
                                                  onPaper: record.onPaper, missing: report.missing.count,
                                                  missingSum: LedgerTable.money(report.missingSum, language)))</p>
            <h2>\(h(.missing))</h2>
            \(list("stocktake-missing", report.missing, missing: true))
            <h2>\(h(.onPaper))</h2>
            \(list("stocktake-on-paper", report.onPaper))
            <h2>\(h(.elsewhere))</h2>
            \(list("stocktake-elsewhere", report.elsewhere, withNote: true))
            <h2>\(h(.unknownNumbers))</h2>
            \(unknown)
            \(PrintLayout.signatures(context, [(h(.chair), ""), (h(.members), ""), (h(.members), "")]))
            """
    }
}
