import Foundation
import KartotekaCore
import KartotekaExchange
import KartotekaHTTP
import KartotekaUseCases
import KartotekaWire

/// `/export`: handing records to IRBIS (download or e-mail) and loading IRBIS and RUSMARC files.
enum ExchangePages {
    static let endpoints: [any EndpointDeclaration] = [page, download, mail, importFile]

    static let page = Endpoint.page(.get, "/export", .permission(.exchange)) { context in
        ExchangePage.render(context.page, settings: try context.store.settings(), receipts: try context.openReceipts())
    }

    /// A few named records download at once; anything bigger is prepared by a background job,
    /// whose page offers the file when it is ready.
    static let download = Endpoint.page(.get, "/export/download", .permission(.exchange), query: Routes.Exchange.exportParameters,
                                        work: .long) { context in
        let actions = context.services.exchange
        let selection = try ExportSelection(.query(context))
        let subject = try actions.subject(selection)
        let (format, encoding) = (selection.format, selection.encoding)
        try context.run(LogReaderExport(subject))
        if subject.isFewRecords {
            // A record left out is said on the job's page, with the file; the file alone would not say it.
            let file = try actions.exporter.exportFile(subject, format: format, encoding: encoding)
            guard file.leftOutCount > 0 else { return ExchangeActions.attachment(file) }
            return .redirect(to: JobPages.page.path(context.services.jobs.start(.exporting, owner: try context.account.username) { _ in .file(file) }))
        }
        let id = context.services.jobs.start(.exporting, owner: try context.account.username) { _ in
            .file(try actions.exporter.exportFile(subject, format: format, encoding: encoding))
        }
        return .redirect(to: JobPages.page.path(id))
    }

    /// Where an export is e-mailed to.
    static let recipient = FormField<EmailAddress>("to") { try EmailAddress(validating: $0 ?? "", field: "to") }

    /// The export is built and sent by a background job; its page says what happened and keeps
    /// the download at hand if the mail server fails.
    static let mail = Endpoint.form("/export/mail", .permission(.exchange), fields: ExportParameters.formFields + [recipient]) { context in
        let actions = context.services.exchange
        let selection = try ExportSelection(.form(context))
        let subject = try actions.subject(selection)
        let recipient = try context.form(recipient).text
        try context.run(LogReaderExport(subject))
        let download = PageContext.link(ExchangePages.download.path, selection.parameters)
        let mailing = actions.mailing(subject, format: selection.format, encoding: selection.encoding, to: recipient)
        let later = try context.runningLater()
        let id = context.services.jobs.start(.mailing, owner: try context.account.username, download: download) { _ in
            let file = try later.run(mailing)
            return .mailed(fileName: file.fileName, recordCount: file.recordCount, recipient: recipient, download: download,
                           leftOut: file.leftOut)
        }
        return .redirect(to: JobPages.page.path(id))
    }

    /// The file to import.
    static let file = FormField.file("file")
    /// What the file is.
    static let source = FormField<ImportSource>("source") { try ImportSource(parameter: $0 ?? "irbis-text") }
    /// What to do with a record the library has.
    static let duplicates = FormField(sameAs: Routes.Exchange.duplicates)
    /// The file's encoding; guessed when not chosen.
    static let encoding = FormField(sameAs: Routes.Exchange.importEncoding)
    /// Read and check everything, store nothing.
    static let dryRun = FormField.checkbox("dryRun")
    /// The batch the new copies without a КСУ number of their own join, as `receipt=` in the API.
    static let receipt = FormField(sameAs: Routes.Exchange.importReceipt)

    /// The file is read and stored by a background job; its page shows the records done, then the report.
    static let importFile = Endpoint.form("/import", .permission(.exchange), fields: [file, source, duplicates, encoding, dryRun, receipt]) { context in
        let actions = context.services.exchange
        guard let upload = try context.form(file), !upload.data.isEmpty else { throw ExchangeError.emptyUpload }
        let source = try context.form(source)
        let duplicates = try context.form(duplicates) ?? .skip
        let encoding = try context.form(encoding)
        let dryRun = try context.form(dryRun)
        let receipt = try context.form(receipt)
        let bytes = upload.data
        let fileName = upload.filename ?? ""
        let later = try context.runningLater()
        let id = context.services.jobs.start(.importing, owner: try context.account.username) { progress in
            let importing = actions.importing(bytes, source: source, encoding: encoding, duplicates: duplicates, receipt: receipt,
                                              dryRun: dryRun) { progress(JobProgress(done: $0, total: $1 > 0 ? $1 : nil)) }
            let report = try actions.oneImportAtATime { try later.run(importing) }
            return .imported(report, fileName: fileName)
        }
        return .redirect(to: JobPages.page.path(id))
    }
}
