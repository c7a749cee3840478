import KartotekaCore
import KartotekaExchange
import KartotekaHTTP
import KartotekaWire

/// What an import did (or would do), with every problem by record number.
enum ImportResultPage {
    static func render(_ context: PageContext, report: ImportReport, fileName: String) -> HTTPResponse {
        let diagnostics = report.diagnostics.prefix(500).map { diagnostic -> HTML in
            "<li class=\"\(diagnostic.severity == .error ? "late" : "")\">\(context.text(diagnostic.message))</li>"
        }
        let problems = report.outcome.problems.prefix(500).map { problem -> HTML in
            "<li class=\"late\">\(context.texts.record) \(problem.recordNumber): \(context.text(problem.message))</li>"
        }
        let again: HTML = report.dryRun
            ? "<p>\(context.texts.thatWasADryRun)</p>"
            : .empty
        return Layout.page(context.texts.importHeading, context, body: """
            <p class="crumbs"><a href="\(ExchangePages.page.path)">\(context.texts.backToExchange)</a></p>
            <h1>\(context.texts.loadingAFile) \(fileName)</h1>
            <p class="notice" role="status" id="import-summary">\(report.summary(in: context.language))</p>
            \(again)
            <h2>\(context.texts.notes) (\(report.diagnostics.count + report.outcome.problems.count))</h2>
            <ul class="history" id="import-problems">\(problems)\(diagnostics)</ul>
            """)
    }
}
