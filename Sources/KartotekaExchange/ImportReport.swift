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

    /// A summary in a language: `Прочитано 81 запись: добавлено книг 80, …`.
    public func summary(in language: Language) -> String {
        let o = outcome
        let ru = (dryRun ? "Пробный прогон, ничего не сохранено. " : "")
            + "Записей в файле: \(recordsRead). Книг добавлено: \(o.titlesAdded), обновлено: \(o.titlesUpdated), пропущено: \(o.titlesSkipped). "
            + "Экземпляров добавлено: \(o.copiesAdded), обновлено: \(o.copiesUpdated), пропущено: \(o.copiesSkipped). "
            + "Читателей добавлено: \(o.readersAdded), обновлено: \(o.readersUpdated), пропущено: \(o.readersSkipped). "
            + "Выдач перенесено: \(o.loansAdded), пропущено: \(o.loansSkipped)."
        let en = (dryRun ? "Dry run, nothing was stored. " : "")
            + "Records in the file: \(recordsRead). Titles added: \(o.titlesAdded), updated: \(o.titlesUpdated), skipped: \(o.titlesSkipped). "
            + "Copies added: \(o.copiesAdded), updated: \(o.copiesUpdated), skipped: \(o.copiesSkipped). "
            + "Readers added: \(o.readersAdded), updated: \(o.readersUpdated), skipped: \(o.readersSkipped). "
            + "Loans imported: \(o.loansAdded), skipped: \(o.loansSkipped)."
        return language == .russian ? ru : en
    }
}
