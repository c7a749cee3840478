import KartotekaCore

/// What an import read and stored (or, in a dry run, would store), in the user's language.
struct ImportSummary: Sendable {
    /// The counts and the records that were not stored.
    let outcome: ImportOutcome
    /// The counts in a sentence.
    let summary: String
    /// What reading the file found.
    let notes: [ExchangeNote]
}
