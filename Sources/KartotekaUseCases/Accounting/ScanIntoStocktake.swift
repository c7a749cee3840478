import KartotekaCore
import KartotekaStore

extension ScanIntoStocktake {
    public static let action = "scan into stocktake"
    public static let access = UseCaseAccess.permission(.countStock)

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> [StocktakeScan] {
        try transaction.connection.scan(numbers, into: stocktake, by: principal.accountName, today: transaction.today, now: transaction.now)
    }

    public func auditSubject(of output: [StocktakeScan]) -> String? {
        let closed = output.filter { $0.closedLoan != nil }.compactMap(\.inventoryNumber)
        let found = output.filter(\.foundLost).compactMap(\.inventoryNumber)
        return "stocktake \(stocktake), \(output.count) " + (output.count == 1 ? "number" : "numbers")
            + (closed.isEmpty ? "" : "; loans closed as returned: " + AuditList.copies(closed))
            + (found.isEmpty ? "" : "; found, lost no more: " + AuditList.copies(found))
    }
}
