import Foundation
import KartotekaCore
import KartotekaExchange
import KartotekaHTTP

/// `/export`: handing records to IRBIS (download or e-mail) and loading IRBIS and RUSMARC files.
struct ExchangePages {
    let actions: ExchangeActions

    func register(on router: inout Router) {
        router.add("GET", "/export") { request, _ in
            let settings = try actions.store.settings()
            return ExchangePage.render(PageContext(request: request), settings: settings)
        }
        router.add("GET", "/export/download") { request, _ in
            let subject = try actions.subject(request.queryValue)
            let (format, encoding) = try actions.format(request.queryValue)
            return try actions.download(subject, format: format, encoding: encoding)
        }
        router.add("POST", "/export/mail") { request, _ in
            let context = PageContext(request: request)
            let value: (String) -> String? = { request.formValue($0) }
            let subject = try actions.subject(value)
            let (format, encoding) = try actions.format(value)
            let recipient = request.formValue("to") ?? ""
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
                return Layout.page(context.t("Не отправлено", "Not sent"), context, status: ErrorMapping.status(for: error), body: """
                    <h1>\(context.t("Письмо не отправлено", "The message was not sent"))</h1>
                    <p class="error-message" role="alert">\(context.t(error.message))</p>
                    <p>\(context.t("Выгрузка не потеряна:", "The export is not lost:")) <a class="button primary" href="\(download)" download>\(context.t("Скачать файл", "Download the file"))</a></p>
                    <p><a href="/export">\(context.t("К экспорту и настройкам почты", "Back to export and mail settings"))</a></p>
                    """)
            }
        }
        router.add("POST", "/import") { request, _ in
            let context = PageContext(request: request)
            guard let upload = request.formFile("file"), !upload.data.isEmpty else { throw ExchangeError.emptyUpload }
            let source = try ImportSource(parameter: request.formValue("source") ?? "irbis-text")
            let duplicates = DuplicatePolicy(rawValue: request.formValue("duplicates") ?? "skip") ?? .skip
            let (_, encoding) = try actions.format { $0 == "encoding" ? request.formValue("encoding") : nil }
            let report = try actions.importFile([UInt8](upload.data), source: source, encoding: encoding, duplicates: duplicates,
                                                dryRun: request.formValue("dryRun") != nil)
            return ImportResultPage.render(context, report: report, fileName: upload.filename ?? "")
        }
    }
}
