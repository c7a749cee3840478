import KartotekaCore

/// The texts of IRBIS imports: what an import read and did.
protocol ExchangeTexts: Sendable {
    func importSummary(recordsRead: Int, outcome: ImportOutcome, dryRun: Bool) -> String
}

extension Bilingual {
    /// A text of imports in both languages: `text` reads it from each language's catalogue.
    init(_ text: (any ExchangeTexts) -> String) {
        self.init(text, russian: RussianTexts(), english: EnglishTexts())
    }
}
