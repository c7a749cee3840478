import KartotekaCore
import KartotekaStore

/// Begins a stock check today of a branch's fund, a storage place or a range of inventory numbers
/// (nothing named: the whole fund). `POST /api/v1/stocktakes`, the stocktakes page's form and
/// `kartoteka stocktake start` run it.
public typealias StartStocktake = SingleInput<StartStocktakeChange>

/// What ``StartStocktake`` does.
public enum StartStocktakeChange: SingleInputChange {
    public static let about = UseCaseAbout("start stocktake", .permission(.keepAccounts))

    public static func change(_ scope: StocktakeScope, in transaction: StoreTransaction, by principal: Principal) throws -> StocktakeRecord {
        try transaction.connection.startStocktake(scope, on: transaction.today, by: principal.accountName, now: transaction.now)
    }

    public static func auditSubject(of scope: StocktakeScope, after output: StocktakeRecord) -> String? {
        "stocktake \(output.id)"
    }
}
