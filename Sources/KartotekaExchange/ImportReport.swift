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

    /// How many notes a report keeps; the rest are counted in one last note.
    public static let keptNotes = 1_000

    /// The first ``keptNotes`` of `diagnostics`, and a note of how many more there were.
    static func kept(_ diagnostics: [IRBISDiagnostic], leftOut: Int) -> [IRBISDiagnostic] {
        let more = leftOut + max(0, diagnostics.count - keptNotes)
        guard more > 0 else { return diagnostics }
        return Array(diagnostics.prefix(keptNotes)) + [IRBISDiagnostic(record: nil, .notesLeftOut(more))]
    }

    /// A summary in a language: `Записей в файле: 81. Книг добавлено: 80, …`.
    public func summary(in language: Language) -> String {
        Bilingual { $0.importSummary(recordsRead: recordsRead, outcome: outcome, dryRun: dryRun) }.text(in: language)
    }
}
