import KartotekaCore

/// What an import read and did.
public struct ImportReport: Sendable {
    /// How many records the file held.
    public var recordsRead: Int
    /// What was stored (or would be, in a dry run).
    public var outcome: ImportOutcome
    /// Problems found reading and mapping the file, by record number.
    public var diagnostics: [IRBISDiagnostic]
    /// Whether nothing was stored.
    public var dryRun: Bool

    /// Creates a report.
    public init(recordsRead: Int, outcome: ImportOutcome, diagnostics: [IRBISDiagnostic], dryRun: Bool) {
        self.recordsRead = recordsRead
        self.outcome = outcome
        self.diagnostics = diagnostics
        self.dryRun = dryRun
    }

    /// A summary in a language: `Записей в файле: 81. Книг добавлено: 80, …`.
    public func summary(in language: Language) -> String {
        Bilingual { $0.importSummary(recordsRead: recordsRead, outcome: outcome, dryRun: dryRun) }.text(in: language)
    }
}
