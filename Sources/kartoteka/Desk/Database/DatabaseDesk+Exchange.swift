import Foundation
import KartotekaCore
import KartotekaExchange
import KartotekaMail
import KartotekaStore
import KartotekaUseCases

extension DatabaseDesk: ExchangeDesk {
    func export(_ order: ExportOrder) throws -> ExportFile {
        let store = try store
        let subject = try subject(order.records, store: store)
        let file = try IRBISExportService(store: store, clock: clock, calendar: calendar)
            .exportFile(subject, format: order.format, encoding: order.encoding)
        // Readers' data taken out is noted in the access log, as the server notes it (as «command line»).
        try run(LogReaderExport(subject))
        return file
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
        var smtp = smtp
        smtp.password = try smtp.password ?? configuration.mailPassword()
        do {
            _ = try run(MailExport(.file(file), to: recipient, mailer: CurlMailSender(), overrides: smtp, clock: clock, calendar: calendar))
        } catch ExchangeError.mailNotConfigured {
            throw UsageError.missingOption("smtp-url", command: "export")
        }
    }

    func importFile(_ bytes: [UInt8], source: ImportSource, encoding: IRBISEncoding?, duplicates: DuplicatePolicy, receipt: YearlyNumber?,
                    dryRun: Bool, progress: @escaping @Sendable (Int, Int) -> Void) throws -> ImportSummary {
        try importFile(.bytes(bytes), source: source, encoding: encoding, duplicates: duplicates, receipt: receipt, dryRun: dryRun) {
            progress($0.recordsDone, $0.estimatedTotal)
        }
    }

    /// Imports a file straight from disk, reading it as the import goes.
    func importFile(at path: String, source: ImportSource, encoding: IRBISEncoding?, duplicates: DuplicatePolicy, receipt: YearlyNumber?,
                    dryRun: Bool, progress: @escaping @Sendable (ImportProgress) -> Void) throws -> ImportSummary {
        try importFile(.file(path: path), source: source, encoding: encoding, duplicates: duplicates, receipt: receipt, dryRun: dryRun,
                       progress: progress)
    }

    private func importFile(_ input: ImportInput, source: ImportSource, encoding: IRBISEncoding?, duplicates: DuplicatePolicy,
                            receipt: YearlyNumber?, dryRun: Bool, progress: @escaping @Sendable (ImportProgress) -> Void) throws -> ImportSummary {
        let report = try run(ImportRecords(input, source: source, encoding: encoding, duplicates: duplicates, receipt: receipt, dryRun: dryRun,
                                           clock: clock, calendar: calendar, progress: progress))
        let notes = report.diagnostics.map { ExchangeNote($0, language: language) }
        return ImportSummary(outcome: report.outcome, summary: report.summary(in: language), notes: notes)
    }
}
