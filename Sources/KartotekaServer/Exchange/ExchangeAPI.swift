import Foundation
import KartotekaCore
import KartotekaExchange
import KartotekaHTTP

/// `/api/v1/export`, `/api/v1/export/mail`, `/api/v1/import`: exchange with IRBIS over the API.
struct ExchangeAPI {
    let actions: ExchangeActions

    struct MailInput: APIInput {
        var what: String?
        var id: String?
        var inventory: String?
        var ticket: String?
        var since: String?
        var q: String?
        var availability: String?
        var format: String?
        var encoding: String?
        var to: String

        static let fieldNames: Set<String> = ["what", "id", "inventory", "ticket", "since", "q", "availability", "format", "encoding", "to"]

        func value(_ name: String) -> String? {
            switch name {
            case "what": what
            case "id": id
            case "inventory": inventory
            case "ticket": ticket
            case "since": since
            case "q": q
            case "availability": availability
            case "format": format
            case "encoding": encoding
            default: nil
            }
        }
    }

    struct MailResult: Encodable {
        let sent: Bool
        let to: String
        let fileName: String
        let recordCount: Int
    }

    func register(on router: inout Router) {
        router.add("GET", "/api/v1/export") { request, _ in
            let subject = try actions.subject(request.queryValue)
            let (format, encoding) = try actions.format(request.queryValue)
            return try actions.download(subject, format: format, encoding: encoding)
        }
        router.add("POST", "/api/v1/export/mail") { request, _ in
            let input = try MailInput.decode(from: request)
            let subject = try actions.subject(input.value)
            let (format, encoding) = try actions.format(input.value)
            let file = try actions.mail(subject, format: format, encoding: encoding, to: input.to)
            return try JSONResponse.make(MailResult(sent: true, to: input.to, fileName: file.fileName, recordCount: file.recordCount))
        }
        router.add("POST", "/api/v1/import") { request, _ in
            guard !request.body.isEmpty else { throw ExchangeError.emptyUpload }
            let source = try ImportSource(parameter: request.queryValue("source") ?? "irbis-text")
            let duplicates = try request.queryValue("duplicates").map { text in
                guard let policy = DuplicatePolicy(rawValue: text) else { throw APIError.invalidParameter(name: "duplicates", value: text) }
                return policy
            } ?? .skip
            let (_, encoding) = try actions.format { $0 == "encoding" ? request.queryValue("encoding") : nil }
            let dryRun = try request.flagParameter("dryRun")
            let report = try actions.importFile([UInt8](request.body), source: source, encoding: encoding, duplicates: duplicates, dryRun: dryRun)
            return try JSONResponse.make(ImportReportResource(report, language: request.apiLanguage))
        }
    }
}

/// An import report as the API shows it.
struct ImportReportResource: Encodable {
    struct Problem: Encodable {
        let record: Int?
        let severity: String
        let message: String
    }

    let dryRun: Bool
    let recordsRead: Int
    let outcome: ImportOutcome
    let summary: String
    let problems: [Problem]

    init(_ report: ImportReport, language: Language) {
        dryRun = report.dryRun
        recordsRead = report.recordsRead
        outcome = report.outcome
        summary = report.summary(in: language)
        problems = report.diagnostics.map { Problem(record: $0.record, severity: $0.severity.rawValue, message: $0.message.text(in: language)) }
            + report.outcome.problems.map { Problem(record: $0.recordNumber, severity: "error", message: $0.message.text(in: language)) }
    }
}
