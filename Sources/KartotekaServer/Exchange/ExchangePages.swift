import Foundation
import KartotekaCore
import KartotekaExchange
import KartotekaHTTP

/// `/export`: handing records to IRBIS (download or e-mail) and loading IRBIS and RUSMARC files.
enum ExchangePages {
    static let endpoints = [page, download, mail, importFile]

    static let page = Endpoint.page(.get, "/export", .permission(.exchange)) { context in
        ExchangePage.render(context.page, settings: try context.store.settings())
    }

    /// A few named records download at once; anything bigger is prepared by a background job,
    /// whose page offers the file when it is ready.
    static let download = Endpoint.page(.get, "/export/download", .permission(.exchange), work: .long) { context in
        let actions = context.services.exchange
        let value = try ExportParameters.reader(context)
        let subject = try actions.subject(value)
        let (format, encoding) = try actions.format(value)
        guard !subject.isFewRecords else { return try actions.download(subject, format: format, encoding: encoding) }
        let id = context.services.jobs.start(.exporting, owner: try context.account.username) { _ in
            .file(try actions.exporter.exportFile(subject, format: format, encoding: encoding))
        }
        return .redirect(to: "/jobs/\(id)")
    }

    /// The export is built and sent by a background job; its page says what happened and keeps
    /// the download at hand if the mail server fails.
    static let mail = Endpoint.form("/export/mail", .permission(.exchange)) { context, form in
        let actions = context.services.exchange
        let value: (String) -> String? = { form.text($0) }
        let subject = try actions.subject(value)
        let (format, encoding) = try actions.format(value)
        let recipient = form["to"]
        _ = try EmailAddress(validating: recipient, field: "to")
        let download = PageContext.link("/export/download", ExportParameters.all.compactMap { parameter in
            value(parameter.declaration.name).map { (parameter.declaration.name, $0) }
        })
        let id = context.services.jobs.start(.mailing, owner: try context.account.username, download: download) { _ in
            let file = try actions.mail(subject, format: format, encoding: encoding, to: recipient)
            return .mailed(fileName: file.fileName, recordCount: file.recordCount, recipient: recipient, download: download)
        }
        return .redirect(to: "/jobs/\(id)")
    }

    /// The file is read and stored by a background job; its page shows the records done, then the report.
    static let importFile = Endpoint.form("/import", .permission(.exchange)) { context, form in
        let actions = context.services.exchange
        guard let upload = form.file("file"), !upload.data.isEmpty else { throw ExchangeError.emptyUpload }
        let source = try ImportSource(parameter: form.text("source") ?? "irbis-text")
        let duplicates = DuplicatePolicy(rawValue: form.text("duplicates") ?? "skip") ?? .skip
        let (_, encoding) = try actions.format { $0 == "encoding" ? form.text("encoding") : nil }
        let dryRun = form.isTicked("dryRun")
        let bytes = [UInt8](upload.data)
        let fileName = upload.filename ?? ""
        let id = context.services.jobs.start(.importing, owner: try context.account.username) { progress in
            let report = try actions.importFile(bytes, source: source, encoding: encoding, duplicates: duplicates, dryRun: dryRun) {
                progress(JobProgress(done: $0, total: $1 > 0 ? $1 : nil))
            }
            return .imported(report, fileName: fileName)
        }
        return .redirect(to: "/jobs/\(id)")
    }
}
