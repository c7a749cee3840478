import KartotekaCore
import KartotekaExchange

extension DatabaseDesk {
    /// Imports a file straight from disk, reading it as the import goes.
    func importFile(at path: String, source: ImportSource, encoding: IRBISEncoding?, duplicates: DuplicatePolicy, receipt: YearlyNumber?,
                    dryRun: Bool, progress: @escaping (ImportProgress) -> Void) throws -> ImportSummary {
        let report = try IRBISImportService(store: store, clock: clock, calendar: calendar)
            .run(.file(path: path), source: source, encoding: encoding, duplicates: duplicates, receipt: receipt, dryRun: dryRun,
                 progress: progress)
        let notes = report.diagnostics.map { ExchangeNote($0, language: language) }
        return ImportSummary(outcome: report.outcome, summary: report.summary(in: language), notes: notes)
    }
}
