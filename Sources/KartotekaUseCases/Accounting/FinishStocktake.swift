import KartotekaCore
import KartotekaStore

/// Ends a stock check today: its act, and the day written into every copy it checked.
/// `POST /api/v1/stocktakes/{id}/finish`, the check's page and `kartoteka stocktake finish` run it.
public struct FinishStocktake: UseCase {
    public static let action = "finish stocktake"
    public static let access = UseCaseAccess.permission(.keepAccounts)

    /// The check.
    public let stocktake: StocktakeID

    /// Ending `stocktake`.
    public init(_ stocktake: StocktakeID) {
        self.stocktake = stocktake
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> StocktakeReport {
        try transaction.connection.finishStocktake(stocktake, on: transaction.today, by: principal.accountName, now: transaction.now)
    }

    public func auditSubject(of output: StocktakeReport) -> String? {
        "stocktake \(stocktake)"
    }
}
