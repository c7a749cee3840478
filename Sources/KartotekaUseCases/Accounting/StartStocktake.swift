import KartotekaCore
import KartotekaStore

/// Begins a stock check today of a branch's fund, a storage place or a range of inventory numbers
/// (nothing named: the whole fund). `POST /api/v1/stocktakes`, the stocktakes page's form and
/// `kartoteka stocktake start` run it.
public struct StartStocktake: UseCase {
    public static let action = "start stocktake"
    public static let access = UseCaseAccess.permission(.keepAccounts)

    /// What the check covers.
    public let scope: StocktakeScope

    /// A check of `scope`.
    public init(_ scope: StocktakeScope) {
        self.scope = scope
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> StocktakeRecord {
        try transaction.connection.startStocktake(scope, on: transaction.today, by: principal.accountName, now: transaction.now)
    }

    public func auditSubject(of output: StocktakeRecord) -> String? {
        "stocktake \(output.id)"
    }
}
