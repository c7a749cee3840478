import KartotekaCore

/// Bulk reading and writing for exchange with IRBIS: exports stream in batches, imports are
/// stored a batch per transaction (so a failure or a kill never leaves half a record).
public protocol ExchangeStore: Sendable {
    /// Titles with their copies, in id order, handed over in batches inside one consistent snapshot.
    func forEachTitle(_ selection: TitleSelection, batchSize: Int, _ body: ([TitleWithCopies]) throws -> Void) throws
    /// Readers with their open loans, in ticket order, handed over in batches inside one snapshot.
    func forEachReader(_ selection: ReaderSelection, batchSize: Int, _ body: ([ReaderWithLoans]) throws -> Void) throws
    /// Stores a batch of imported records in one transaction; with `dryRun` the transaction is
    /// rolled back, so the outcome says exactly what would happen.
    func importBatch(_ batch: ImportBatch, dryRun: Bool) throws -> ImportOutcome
    /// Runs a whole import's batches (`body`), with what the store keeps at hand for one set up
    /// for its length.
    func importing<T>(_ body: () throws -> T) throws -> T
}

extension ExchangeStore {
    /// Runs the batches as they are.
    public func importing<T>(_ body: () throws -> T) throws -> T {
        try body()
    }
}
