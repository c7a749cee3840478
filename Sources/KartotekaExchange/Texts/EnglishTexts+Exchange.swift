import KartotekaCore

extension EnglishTexts: ExchangeTexts {
    func importSummary(recordsRead: Int, outcome o: ImportOutcome, dryRun: Bool) -> String {
        (dryRun ? "Dry run, nothing was stored. " : "")
            + "Records in the file: \(recordsRead). Titles added: \(o.titlesAdded), updated: \(o.titlesUpdated), skipped: \(o.titlesSkipped). "
            + "Copies added: \(o.copiesAdded), updated: \(o.copiesUpdated), skipped: \(o.copiesSkipped). "
            + "Readers added: \(o.readersAdded), updated: \(o.readersUpdated), skipped: \(o.readersSkipped). "
            + "Loans imported: \(o.loansAdded), skipped: \(o.loansSkipped)."
    }
}
