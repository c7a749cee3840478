import KartotekaCore
import KartotekaExchange
import KartotekaHTTP

/// What an import did (or would do), with every problem by record number.
enum ImportResultPage {
    static func render(_ context: PageContext, report: ImportReport, fileName: String) -> HTTPResponse {
        let diagnostics = report.diagnostics.prefix(500).map { diagnostic -> HTML in
            "<li class=\"\(diagnostic.severity == .error ? "late" : "")\">\(context.t(diagnostic.message))</li>"
        }
        let problems = report.outcome.problems.prefix(500).map { problem -> HTML in
            "<li class=\"late\">\(context.t("Запись", "Record")) \(problem.recordNumber): \(context.t(problem.message))</li>"
        }
        let again: HTML = report.dryRun
            ? "<p>\(context.t("Это был пробный прогон. Чтобы загрузить по-настоящему, выберите файл ещё раз и снимите флажок «Пробный прогон».", "That was a dry run. To load for real, choose the file again and untick “Dry run”."))</p>"
            : .empty
        return Layout.page(context.t("Загрузка", "Import"), context, body: """
            <p class="crumbs"><a href="/export">\(context.t("← Экспорт и загрузка", "← Export and import"))</a></p>
            <h1>\(context.t("Загрузка файла", "Loading a file")) \(fileName)</h1>
            <p class="notice" role="status" id="import-summary">\(report.summary(in: context.language))</p>
            \(again)
            <h2>\(context.t("Замечания", "Notes")) (\(report.diagnostics.count + report.outcome.problems.count))</h2>
            <ul class="history" id="import-problems">\(problems)\(diagnostics)</ul>
            """)
    }
}
