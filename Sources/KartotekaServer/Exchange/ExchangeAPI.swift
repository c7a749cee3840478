import Foundation
import KartotekaCore
import KartotekaExchange
import KartotekaHTTP
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/export`, `/api/v1/export/mail`, `/api/v1/import`: exchange with IRBIS over the API.
enum ExchangeAPI {
    static let endpoints = [export, mail, importFile]

    static let export = Endpoint.api(
        Routes.Exchange.export, .permission(.exchange),
        Operation("Export records as an IRBIS file (plain text or ISO 2709).", tag: .exchange, errors: [404, 422],
                  description: "Which records: with `since`, those changed since that day; otherwise for readers the reader "
                    + "with `ticket`, or those matching `q`, or all; for titles the title `id`, or the title of the copy "
                    + "`inventory`, or those matching `q` and `availability`, or the whole catalogue."),
        rawAnswer: RawAnswer(
            [
                "text/plain": ["schema": JSONSchema.string("The IRBIS plain-text exchange format, in the charset the `Content-Type` names.").value],
                "application/marc": ["schema": JSONSchema.string("ISO 2709 records with IRBIS tags.", format: "binary").value],
            ],
            "The file, as an attachment: `text/plain; charset=windows-1251` (or `utf-8`) for `format=text`, "
                + "`application/marc` for `format=iso`. An empty selection is a file with no records.",
            headers: ExportParameters.headers),
        work: .long
    ) { context in
        let exchange = context.services.exchange
        let selection = try ExportSelection(.query(context))
        let subject = try exchange.subject(selection)
        try context.run(LogReaderExport(subject))
        return try exchange.download(subject, format: selection.format, encoding: selection.encoding)
    }

    static let mail = Endpoint.api(
        Routes.Exchange.mail, .permission(.exchange),
        Operation("Send an export by e-mail, with the mail server set in the settings.", tag: .exchange,
                  errors: [404, 422, 503],
                  description: "The body names the records and the file as `GET /api/v1/export` does, and the recipient. "
                    + "400 `mail_not_configured` when no mail server is set; 503 `mail_…` when the mail server fails "
                    + "(the same file can still be downloaded)."),
        body: JSONBody(ExportMailInput.schema),
        ok: "The message was sent.",
        work: .long
    ) { context, input in
        let exchange = context.services.exchange
        let selection = try ExportSelection(.mailBody(input))
        let subject = try exchange.subject(selection)
        try context.run(LogReaderExport(subject))
        let file = try context.run(exchange.mailing(subject, format: selection.format, encoding: selection.encoding,
                                                    to: input.to))
        return ExportMailReceipt(to: input.to, fileName: file.fileName, recordCount: file.recordCount, recordsLeftOut: file.leftOutCount)
    }

    static let importFile = Endpoint.api(
        Routes.Exchange.importFile, .permission(.exchange),
        Operation("Import an IRBIS or RUSMARC file sent as the request body.", tag: .exchange,
                  description: "Records that cannot be read or stored are reported one by one in the answer's `problems` "
                    + "instead of failing the whole import, so a file with no usable record is still a 200 answer; "
                    + "an empty body is 400 `empty_upload`."),
        rawBody: RawBody(
            RawBody.bytes("application/octet-stream", "application/marc", and: [
                "text/plain": ["schema": JSONSchema.string().value, "example": .string(ExportParameters.importExample)],
            ]),
            "The file's bytes as they are (its `Content-Type` is not used: `source` says what it is)."),
        ok: "What the import read and stored (or, in a dry run, would store).",
        work: .long
    ) { context in
        guard !context.request.body.isEmpty else { throw ExchangeError.emptyUpload }
        let exchange = context.services.exchange
        let importing = exchange.importing(
            context.request.body, source: ImportSource(try context.query(Routes.Exchange.source) ?? .irbisText),
            encoding: try context.query(Routes.Exchange.importEncoding),
            duplicates: try context.query(Routes.Exchange.duplicates) ?? .skip, receipt: try context.query(Routes.Exchange.importReceipt),
            dryRun: try context.query(Routes.Exchange.dryRun) ?? false)
        let report = try exchange.oneImportAtATime { try context.run(importing) }
        return ImportFileReport(report, language: context.language)
    }
}

extension ImportFileReport {
    /// An import report as the API shows it, in a language.
    init(_ report: ImportReport, language: Language) {
        self.init(
            dryRun: report.dryRun, recordsRead: report.recordsRead, outcome: report.outcome, summary: report.summary(in: language),
            problems: report.diagnostics.map { Problem(record: $0.record, severity: $0.severity.rawValue, message: $0.message.text(in: language)) }
                + report.outcome.problems.map { Problem(record: $0.recordNumber, severity: "error", message: $0.message.text(in: language)) })
    }
}
