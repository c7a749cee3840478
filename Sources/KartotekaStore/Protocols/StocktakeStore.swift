import KartotekaCore

/// Stock checks of the fund: begun by a librarian, scanned into from any number of desks at once
/// (a copy counts once), paused and taken up again at will, and ended with an act whose day each
/// checked copy keeps. Every method is one transaction.
public protocol StocktakeStore: Sendable {
    /// Begins a check of a part of the fund today, by an account (`nil`: the command line).
    func startStocktake(_ scope: StocktakeScope, by account: String?) throws -> StocktakeRecord
    /// Scans numbers (or barcodes) into a check that is going on; an unknown number is noted,
    /// not refused. Throws ``AccountingError/stocktakeFinished(_:)`` for a check that has ended.
    func scan(_ numbers: [String], into stocktake: StocktakeID, by account: String?) throws -> [StocktakeScan]
    /// A check with how far it got; throws ``AccountingError/stocktakeNotFound(_:)``.
    func stocktake(_ id: StocktakeID) throws -> StocktakeRecord
    /// Checks, newest first.
    func stocktakes(page: PageRequest) throws -> Page<StocktakeRecord>
    /// A check's results: as they stood when it ended, or as they stand.
    func stocktakeReport(_ id: StocktakeID) throws -> StocktakeReport
    /// Ends a check today and returns its results.
    func finishStocktake(_ id: StocktakeID, by account: String?) throws -> StocktakeReport
}
