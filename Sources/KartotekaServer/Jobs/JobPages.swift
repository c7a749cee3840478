import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// `/jobs/{id}`: a background job's page — its progress while it runs (the page reloads itself),
/// then what it did; `/jobs/{id}/file`, an export it prepared.
enum JobPages {
    static let endpoints: [any EndpointDeclaration] = [page, file]

    static let job = PathParameter<JobID>("id", schema: JSONSchema.string(), description: "The job's id.", example: "0")

    static let page: PageRoute<JobID> = Endpoint.page(.get, "/jobs/\(job)", .signedIn) { requestContext in
        let id = try requestContext.path(job)
        guard let status = requestContext.services.jobs.status(of: id, for: try requestContext.account.username) else {
            throw APIError.notFound(path: requestContext.request.path)
        }
        let context = requestContext.page
        switch status.state {
        case .queued, .running:
            var progress: HTML = .empty
            if case .running(let done) = status.state, done.done > 0 {
                let counts = done.total.map { "\(done.done) / \($0)" } ?? "\(done.done)"
                progress = "<p id=\"job-progress\">\(context.texts.records): \(counts)</p>"
            }
            let seconds = Int(requestContext.services.clock.now().timeIntervalSince(status.started))
            return Layout.page(context.text(status.kind.working), context, refreshSeconds: 1, body: """
                <h1>\(context.text(status.kind.working))</h1>
                \(progress)
                <p class="muted" role="status">\(context.texts.runningFor(seconds: seconds))</p>
                """)
        case .finished(let outcome):
            return finished(outcome, id: id, context: context)
        case .failed(let message, let logged, let download):
            let reference: HTML = logged
                ? "<p class=\"muted\">\(context.texts.referenceToQuote): \(id.rawValue.prefix(12))</p>" : .empty
            let again: HTML = download.map {
                "<p>\(context.texts.exportIsNotLost) <a class=\"button primary\" href=\"\($0)\">\(context.texts.downloadTheFile)</a></p>"
            } ?? .empty
            return Layout.page(context.texts.thatDidNotWork, context, status: 200, body: """
                <h1>\(context.texts.thatDidNotWork)</h1>
                <p class="error-message" role="alert">\(context.text(message))</p>
                \(reference)
                \(again)
                <p class="actions"><a href="\(ExchangePages.page.path)">\(context.texts.toExchange)</a><a href="\(WebPages.home.path)">\(context.texts.home)</a></p>
                """)
        }
    }

    static let file: PageRoute<JobID> = Endpoint.page(.get, "/jobs/\(job)/file", .signedIn) { context in
        let id = try context.path(job)
        guard case .finished(.file(let export))? = context.services.jobs.status(of: id, for: try context.account.username)?.state else {
            throw APIError.notFound(path: context.request.path)
        }
        return ExchangeActions.attachment(export)
    }

    /// The records an export left out and why, each by its number: what to fix before exporting again.
    private static func leftOut(_ problems: [IRBISDiagnostic], _ context: PageContext) -> HTML {
        guard !problems.isEmpty else { return .empty }
        let lines = problems.prefix(500).map { "<li class=\"late\">\(context.text($0.message))</li>" as HTML }
        return """
            <h2>\(context.texts.recordsLeftOut(Set(problems.map { $0.record ?? 0 }).count))</h2>
            <ul class="history" id="export-left-out">\(lines)</ul>
            """
    }

    private static func finished(_ outcome: JobOutcome, id: JobID, context: PageContext) -> HTTPResponse {
        switch outcome {
        case .imported(let report, let fileName):
            return ImportResultPage.render(context, report: report, fileName: fileName)
        case .file(let export):
            return Layout.page(context.texts.exportIsReady, context, body: """
                <h1>\(context.texts.exportIsReady)</h1>
                <p class="notice" role="status">\(context.texts.exportFileSummary(export.fileName, records: export.recordCount))</p>
                \(leftOut(export.leftOut, context))
                <p><a class="button primary" id="job-download" href="\(JobPages.file.path(id))" download>\(context.texts.downloadTheFile)</a>
                <a href="\(ExchangePages.page.path)">\(context.texts.backToExport)</a></p>
                """)
        case .mailed(let fileName, let recordCount, let recipient, let download, let problems):
            return Layout.page(context.texts.sent, context, body: """
                <h1>\(context.texts.messageWasSent)</h1>
                <p class="notice" role="status">\(context.texts.exportSent(fileName, records: recordCount, to: recipient))</p>
                \(leftOut(problems, context))
                <p><a href="\(download)">\(context.texts.downloadTheSameFile)</a> · <a href="\(ExchangePages.page.path)">\(context.texts.backToExport)</a></p>
                """)
        case .classList(let changes, let applied, let text, let schoolClass):
            return ClassListPage.report(context, changes: changes, applied: applied, text: text, schoolClass: schoolClass)
        case .redirect(let target):
            return .redirect(to: target)
        }
    }
}
