import Foundation
import KartotekaCore
import KartotekaHTTP

/// `/jobs/{id}`: a background job's page — its progress while it runs (the page reloads itself),
/// then what it did; `/jobs/{id}/file`, an export it prepared.
enum JobPages {
    static let endpoints = [page, file]

    static let job = PathParameter<JobID>("id", schema: OpenAPISchema.string(), description: "The job's id.", example: "0")

    static let page = Endpoint.page(.get, "/jobs/\(job)", .signedIn) { requestContext in
        let id = try requestContext.path(job)
        guard let status = requestContext.services.jobs.status(of: id, for: try requestContext.account.username) else {
            throw APIError.notFound(path: "/jobs")
        }
        let context = requestContext.page
        switch status.state {
        case .queued, .running:
            var progress: HTML = .empty
            if case .running(let done) = status.state, done.done > 0 {
                let counts = done.total.map { "\(done.done) / \($0)" } ?? "\(done.done)"
                progress = "<p id=\"job-progress\">\(context.t("Записей", "Records")): \(counts)</p>"
            }
            let seconds = Int(requestContext.services.clock.now().timeIntervalSince(status.started))
            return Layout.page(context.t(status.kind.working), context, refreshSeconds: 1, body: """
                <h1>\(context.t(status.kind.working))</h1>
                \(progress)
                <p class="muted" role="status">\(context.t("Идёт \(seconds) с. Страница обновится сама; её можно закрыть — работа продолжится.",
                                                           "Running for \(seconds) s. The page refreshes by itself; you may close it — the work goes on."))</p>
                """)
        case .finished(let outcome):
            return finished(outcome, id: id, context: context)
        case .failed(let message, let logged, let download):
            let reference: HTML = logged
                ? "<p class=\"muted\">\(context.t("Номер для обращения", "Reference to quote")): \(id.rawValue.prefix(12))</p>" : .empty
            let again: HTML = download.map {
                "<p>\(context.t("Выгрузка не потеряна:", "The export is not lost:")) <a class=\"button primary\" href=\"\($0)\">\(context.t("Скачать файл", "Download the file"))</a></p>"
            } ?? .empty
            return Layout.page(context.t("Не получилось", "That did not work"), context, status: 200, body: """
                <h1>\(context.t("Не получилось", "That did not work"))</h1>
                <p class="error-message" role="alert">\(context.t(message))</p>
                \(reference)
                \(again)
                <p class="actions"><a href="/export">\(context.t("К экспорту и загрузке", "To export and import"))</a><a href="/">\(context.t("На главную", "Home"))</a></p>
                """)
        }
    }

    static let file = Endpoint.page(.get, "/jobs/\(job)/file", .signedIn) { context in
        let id = try context.path(job)
        guard case .finished(.file(let export))? = context.services.jobs.status(of: id, for: try context.account.username)?.state else {
            throw APIError.notFound(path: "/jobs")
        }
        return ExchangeActions.attachment(export)
    }

    private static func finished(_ outcome: JobOutcome, id: JobID, context: PageContext) -> HTTPResponse {
        switch outcome {
        case .imported(let report, let fileName):
            return ImportResultPage.render(context, report: report, fileName: fileName)
        case .file(let export):
            return Layout.page(context.t("Выгрузка готова", "The export is ready"), context, body: """
                <h1>\(context.t("Выгрузка готова", "The export is ready"))</h1>
                <p class="notice" role="status">\(context.t("Файл \(export.fileName), записей: \(export.recordCount).", "\(export.fileName), \(export.recordCount) records."))</p>
                <p><a class="button primary" id="job-download" href="/jobs/\(id.rawValue)/file" download>\(context.t("Скачать файл", "Download the file"))</a>
                <a href="/export">\(context.t("К экспорту", "Back to export"))</a></p>
                """)
        case .mailed(let fileName, let recordCount, let recipient, let download):
            return Layout.page(context.t("Отправлено", "Sent"), context, body: """
                <h1>\(context.t("Письмо отправлено", "The message was sent"))</h1>
                <p class="notice" role="status">\(context.t("Файл \(fileName) (записей: \(recordCount)) отправлен на \(recipient).",
                                                          "\(fileName) (\(recordCount) records) was sent to \(recipient)."))</p>
                <p><a href="\(download)">\(context.t("Скачать этот же файл", "Download the same file"))</a> · <a href="/export">\(context.t("К экспорту", "Back to export"))</a></p>
                """)
        case .redirect(let target):
            return .redirect(to: target)
        }
    }
}
