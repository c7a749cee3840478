import KartotekaCore

extension ImportReport {
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
