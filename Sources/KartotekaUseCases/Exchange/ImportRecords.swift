import KartotekaCore
import KartotekaExchange
import KartotekaStore

/// Loads an IRBIS or RUSMARC file into the library: titles with copies, readers with loans. Its
/// records are stored a batch per transaction through the store's import (so a failure or a kill
/// never leaves half a record), with progress told after each batch; a dry run reads and checks
/// everything and stores nothing. A long job, so not one transaction: it conforms to
/// ``ReachesOutside``. `POST /api/v1/import`, the import page's background job and
/// `kartoteka import` run it.
public struct ImportRecords: ReachesOutside {
    public static let action = "import"
    public static let access = UseCaseAccess.permission(.exchange)

    /// The file's bytes, or where it lies.
    public let input: ImportInput
    /// What the file is.
    public let source: ImportSource
    /// Its encoding; guessed when `nil`.
    public let encoding: IRBISEncoding?
    /// What to do with a record the library has.
    public let duplicates: DuplicatePolicy
    /// The batch copies without a КСУ number of their own join, which must exist.
    public let receipt: YearlyNumber?
    /// Whether to read and check only, storing nothing.
    public let dryRun: Bool
    /// What tells the day records are imported on.
    public let clock: any LibraryClock
    /// The library's calendar.
    public let calendar: LibraryCalendar
    /// Hears how far the import has got, after each batch.
    public let progress: @Sendable (ImportProgress) -> Void

    /// An import of `input` as `source`.
    public init(_ input: ImportInput, source: ImportSource, encoding: IRBISEncoding?, duplicates: DuplicatePolicy, receipt: YearlyNumber?,
                dryRun: Bool, clock: any LibraryClock, calendar: LibraryCalendar,
                progress: @escaping @Sendable (ImportProgress) -> Void = { _ in }) {
        self.input = input
        self.source = source
        self.encoding = encoding
        self.duplicates = duplicates
        self.receipt = receipt
        self.dryRun = dryRun
        self.clock = clock
        self.calendar = calendar
        self.progress = progress
    }

    public func run(in library: Library, by principal: Principal) throws -> ImportReport {
        try IRBISImportService(store: library.store, clock: clock, calendar: calendar)
            .run(input, source: source, encoding: encoding, duplicates: duplicates, receipt: receipt, dryRun: dryRun, progress: progress)
    }

    /// What it stored, by counts; nothing for a dry run, which changed nothing.
    public func auditSubject(of output: ImportReport) -> String? {
        guard !output.dryRun else { return nil }
        let outcome = output.outcome
        return "\(output.recordsRead) records: titles \(outcome.titlesAdded) added, \(outcome.titlesUpdated) updated; "
            + "copies \(outcome.copiesAdded) added, \(outcome.copiesUpdated) updated; "
            + "readers \(outcome.readersAdded) added, \(outcome.readersUpdated) updated; loans \(outcome.loansAdded) added"
    }
}
