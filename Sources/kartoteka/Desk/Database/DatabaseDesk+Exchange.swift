import Foundation
import KartotekaCore
import KartotekaExchange
import KartotekaMail
import KartotekaStore

extension DatabaseDesk: ExchangeDesk {
    func export(_ order: ExportOrder) throws -> ExportFile {
        let store = try store
        return try IRBISExportService(store: store, clock: clock, calendar: calendar)
            .exportFile(subject(order.records, store: store), format: order.format, encoding: order.encoding)
    }

    /// The records an order names, checking that a named title, copy or reader exists.
    private func subject(_ records: ExportOrder.Records, store: any LibraryStore) throws -> ExportSubject {
        switch records {
        case .titleOfCopy(let inventoryNumber):
            return .titles(.ids([try store.copy(inventoryNumber).record.titleID]))
        case .title(let id):
            _ = try store.title(id)
            return .titles(.ids([id]))
        case .reader(let ticket):
            _ = try store.reader(ticket)
            return .readers(.tickets([ticket]))
        case .all(let readers):
            return readers ? .readers(.all) : .titles(.all)
        case .changedSince(let day, let readers):
            let instant = calendar.instant(of: day)
            return readers ? .readers(.changedSince(instant)) : .titles(.changedSince(instant))
        }
    }

    /// Sends the file through the mail server of the library's settings, or the one `smtp`
    /// names, and remembers the recipient. Without either, `--smtp-url` is missing (a usage error
    /// the command names itself in).
    func mail(_ file: ExportFile, of order: ExportOrder, to recipient: String, smtp: MailOverrides) throws {
        let store = try store
        var settings = try store.settings()
        let mail = settings.exchange.mail
        guard let url = smtp.url ?? (mail.serverURL.isEmpty ? nil : mail.serverURL) else {
            throw UsageError.missingOption("smtp-url", command: "export")
        }
        let user = smtp.user ?? mail.user
        let from = smtp.from ?? (mail.from.isEmpty ? (user.contains("@") ? user : "kartoteka@localhost") : mail.from)
        let server = MailServer(url: url, requireStartTLS: smtp.requireStartTLS || mail.requireStartTLS, user: user,
                                password: try smtp.password ?? configuration.mailPassword() ?? "")
        let message = MailMessage.irbisExport(from: from, to: recipient, attachment: .init(
            fileName: file.fileName, mediaType: file.mediaType, bytes: file.bytes))
        try CurlMailSender().send(message, via: server)
        settings.exchange.mail.lastRecipient = recipient
        try store.saveSettings(settings)
    }

    func importFile(_ bytes: [UInt8], source: ImportSource, encoding: IRBISEncoding?, duplicates: DuplicatePolicy, receipt: YearlyNumber?,
                    dryRun: Bool, progress: @escaping (Int, Int) -> Void) throws -> ImportSummary {
        let report = try IRBISImportService(store: store, clock: clock, calendar: calendar)
            .run(bytes, source: source, encoding: encoding, duplicates: duplicates, receipt: receipt, dryRun: dryRun, progress: progress)
        let notes = report.diagnostics.map { ExchangeNote($0, language: language) }
        return ImportSummary(outcome: report.outcome, summary: report.summary(in: language), notes: notes)
    }
}
