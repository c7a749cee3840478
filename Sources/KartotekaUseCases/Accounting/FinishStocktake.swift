import KartotekaCore
import KartotekaStore

/// Ends a stock check today: its act, and the day written into every copy it checked.
/// `POST /api/v1/stocktakes/{id}/finish`, the check's page and `kartoteka stocktake finish` run it.
public typealias FinishStocktake = SingleInput<FinishStocktakeChange>

/// What ``FinishStocktake`` does.
public enum FinishStocktakeChange: SingleInputChange {
    public static let about = UseCaseAbout("finish stocktake", .permission(.keepAccounts), subject: "stocktake")

    public static func change(_ stocktake: StocktakeID, in transaction: StoreTransaction, by principal: Principal) throws -> StocktakeReport {
        try transaction.connection.finishStocktake(stocktake, on: transaction.today, by: principal.accountName, now: transaction.now)
    }
}
