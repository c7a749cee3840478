import Foundation
import KartotekaCore
import KartotekaExchange
import KartotekaHTTP
import KartotekaMail
import KartotekaStore
import KartotekaUseCases
import KartotekaWire

/// What the API and the pages share for exchange with IRBIS: choosing records from request
/// parameters, building the file to download, and the use cases that e-mail an export and import
/// an upload, with what the server gives them (its mail sender and password, its clock).
struct ExchangeActions: Sendable {
    let store: any LibraryStore
    let clock: any LibraryClock
    let calendar: LibraryCalendar
    let mailer: any MailSender
    /// The mail server's password (from the server's environment), if it needs one.
    let mailPassword: String?
    /// Imports run one at a time: each holds its batch and the database's import cache, and four
    /// uploads at once must not hold four of them.
    let importTurn = DispatchSemaphore(value: 1)

    var exporter: IRBISExportService { IRBISExportService(store: store, clock: clock, calendar: calendar) }

    /// The records a selection names: with `since`, those changed since that day; otherwise for
    /// readers the reader with the ticket, or those matching the words, or all; for titles the
    /// title, or the title of the copy, or those matching the words, availability and branch, or
    /// the whole catalogue. Every record named must exist, and a branch named must be one, also
    /// where it does not apply, so a typo is refused rather than silently exporting other records.
    func subject(_ selection: ExportSelection) throws -> ExportSubject {
        let branch = try selection.branch.map { try store.branch($0).code }
        let records = selection.records ?? (selection.ticket != nil ? .readers : .titles)
        if let since = selection.since.map({ calendar.instant(of: $0) }) {
            return records == .readers ? .readers(.changedSince(since)) : .titles(.changedSince(since))
        }
        switch records {
        case .readers:
            if let ticket = selection.ticket {
                _ = try store.reader(ticket)
                return .readers(.tickets([ticket]))
            }
            if !selection.words.isEmpty { return .readers(.tickets(try readerTickets(matching: selection.words))) }
            return .readers(.all)
        case .titles:
            if let id = selection.titleID {
                _ = try store.title(id)
                return .titles(.ids([id]))
            }
            if let inventory = selection.inventory { return .titles(.ids([try store.copy(inventory).record.titleID])) }
            if selection.words.isEmpty && selection.availability == .all && branch == nil { return .titles(.all) }
            return .titles(.ids(try titleIDs(matching: CatalogQuery(text: selection.words, availability: selection.availability,
                                                                    branch: branch))))
        }
    }

    /// The export of a selection as a download.
    func download(_ selection: ExportSelection) throws -> HTTPResponse {
        try download(subject(selection), format: selection.format, encoding: selection.encoding)
    }

    /// The export as a download.
    func download(_ subject: ExportSubject, format: IRBISFileFormat, encoding: IRBISEncoding?) throws -> HTTPResponse {
        ExchangeActions.attachment(try exporter.exportFile(subject, format: format, encoding: encoding))
    }

    /// An export file as a download.
    static func attachment(_ file: ExportFile) -> HTTPResponse {
        HTTPResponse(status: 200, headers: [
            ("Content-Type", file.mediaType),
            ("Content-Disposition", "attachment; filename=\"\(file.fileName)\""),
            ("X-Kartoteka-Records", String(file.recordCount)),
            ("X-Kartoteka-Records-Left-Out", String(file.leftOutCount)),
        ], body: Data(file.bytes))
    }

    /// E-mailing the export of `subject` with the library's mail settings and the server's password.
    func mailing(_ subject: ExportSubject, format: IRBISFileFormat, encoding: IRBISEncoding?, to recipient: String) -> MailExport {
        MailExport(.records(subject, format: format, encoding: encoding), to: recipient, mailer: mailer,
                   overrides: MailOverrides(password: mailPassword), clock: clock, calendar: calendar)
    }

    /// Runs `body` (an import) when no other import runs on this server.
    func oneImportAtATime<T>(_ body: () throws -> T) rethrows -> T {
        importTurn.wait()
        defer { importTurn.signal() }
        return try body()
    }

    /// Importing an uploaded file, read where the request holds it; `progress` hears (records
    /// done, records in all, estimated).
    func importing(_ upload: Data, source: ImportSource, encoding: IRBISEncoding?, duplicates: DuplicatePolicy, receipt: YearlyNumber?,
                   dryRun: Bool, progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) -> ImportRecords {
        ImportRecords(.data(upload), source: source, encoding: encoding, duplicates: duplicates, receipt: receipt, dryRun: dryRun,
                      clock: clock, calendar: calendar) { progress($0.recordsDone, $0.estimatedTotal) }
    }

    private func titleIDs(matching query: CatalogQuery) throws -> [TitleID] {
        try PageRequest.everyItem { page in
            try store.listTitles(CatalogQuery(text: query.text, availability: query.availability, page: page, branch: query.branch))
        }.map(\.record.id)
    }

    private func readerTickets(matching text: String) throws -> [TicketNumber] {
        try PageRequest.everyItem { page in try store.listReaders(ReaderQuery(text: text, page: page)) }.map(\.record.reader.ticketNumber)
    }
}

extension ImportSource {
    /// The source a request named.
    init(_ source: ImportFileSource) {
        self = switch source {
        case .irbisText: .irbisText
        case .irbisISO: .irbisISO
        case .rusmarcISO: .rusmarcISO
        }
    }

    /// The source named in a request: `irbis-text`, `irbis-iso`, `rusmarc-iso`.
    init(parameter text: String) throws {
        switch text {
        case "irbis-text", "irbis", "text": self = .irbisText
        case "irbis-iso", "iso": self = .irbisISO
        case "rusmarc-iso", "rusmarc": self = .rusmarcISO
        default: throw ExchangeError.unknownSource(text)
        }
    }
}
