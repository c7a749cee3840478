import KartotekaCore
import KartotekaStore

/// Counts inventory numbers (or barcodes) into a stock check that is going on: each is counted,
/// found to belong elsewhere, or unknown (noted, not refused); a copy scanned again, from any
/// desk, counts once. `POST /api/v1/stocktakes/{id}/scans` and `/picture`, the check's page and
/// `kartoteka stocktake scan` run it.
public struct ScanIntoStocktake: UseCase {
    public static let action = "scan into stocktake"
    public static let access = UseCaseAccess.permission(.countStock)

    /// The check.
    public let stocktake: StocktakeID
    /// The numbers scanned or typed, in order.
    public let numbers: [String]

    /// Counting `numbers` into `stocktake`.
    public init(_ numbers: [String], into stocktake: StocktakeID) {
        self.numbers = numbers
        self.stocktake = stocktake
    }

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
