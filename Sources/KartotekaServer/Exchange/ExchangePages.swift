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

    static let download = Endpoint.page(.get, "/export/download", .permission(.exchange)) { context in
        let actions = context.services.exchange
        let value = try ExportParameters.reader(context)
        let subject = try actions.subject(value)
        let (format, encoding) = try actions.format(value)
        return try actions.download(subject, format: format, encoding: encoding)
    }

    static let mail = Endpoint.form("/export/mail", .permission(.exchange)) { requestContext, form in
            let actions = requestContext.services.exchange
            let context = requestContext.page
            let value: (String) -> String? = { form.text($0) }
            let subject = try actions.subject(value)
            let (format, encoding) = try actions.format(value)
            let recipient = form["to"]
            let names = ["what", "id", "inventory", "ticket", "since", "q", "availability", "format", "encoding"]
            let download = PageContext.link("/export/download", names.compactMap { name in value(name).map { (name, $0) } })
            do {
                let file = try actions.mail(subject, format: format, encoding: encoding, to: recipient)
                return Layout.page(context.t("Отправлено", "Sent"), context, body: """
                    <h1>\(context.t("Письмо отправлено", "The message was sent"))</h1>
                    <p class="notice" role="status">\(context.t("Файл \(file.fileName) (записей: \(file.recordCount)) отправлен на \(recipient).",
                                                              "\(file.fileName) (\(file.recordCount) records) was sent to \(recipient)."))</p>
                    <p><a href="\(download)">\(context.t("Скачать этот же файл", "Download the same file"))</a> · <a href="/export">\(context.t("К экспорту", "Back to export"))</a></p>
                    """)
            } catch let error as any KartotekaError {
                // What the mail server said stays in the log (it names the server and the account).
                var message = error.message
                var reference: HTML = .empty
                if !ErrorMapping.isShown(error) {
                    let id = requestContext.request.id
                    requestContext.services.log.write("request \(id) failed: \(ErrorMapping.logDescription(of: error))")
                    message = ServerFailure.mail.message
                    reference = "<p class=\"muted\">\(context.t("Номер запроса для обращения", "Request id to quote")): \(id)</p>"
                }
                return Layout.page(context.t("Не отправлено", "Not sent"), context, status: ErrorMapping.status(for: error), body: """
                    <h1>\(context.t("Письмо не отправлено", "The message was not sent"))</h1>
                    <p class="error-message" role="alert">\(context.t(message))</p>
                    \(reference)
                    <p>\(context.t("Выгрузка не потеряна:", "The export is not lost:")) <a class="button primary" href="\(download)" download>\(context.t("Скачать файл", "Download the file"))</a></p>
                    <p><a href="/export">\(context.t("К экспорту и настройкам почты", "Back to export and mail settings"))</a></p>
                    """)
            }
    }

    static let importFile = Endpoint.form("/import", .permission(.exchange)) { context, form in
        let actions = context.services.exchange
        guard let upload = form.file("file"), !upload.data.isEmpty else { throw ExchangeError.emptyUpload }
        let source = try ImportSource(parameter: form.text("source") ?? "irbis-text")
        let duplicates = DuplicatePolicy(rawValue: form.text("duplicates") ?? "skip") ?? .skip
        let (_, encoding) = try actions.format { $0 == "encoding" ? form.text("encoding") : nil }
        let report = try actions.importFile([UInt8](upload.data), source: source, encoding: encoding, duplicates: duplicates,
                                            dryRun: form.isTicked("dryRun"))
        return ImportResultPage.render(context.page, report: report, fileName: upload.filename ?? "")
    }
}
