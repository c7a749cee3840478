import KartotekaCore
import KartotekaStore

extension BlockReader {
    public static let action = "block reader"
    public static let access = UseCaseAccess.permission(.editReaders)

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ManualBlock {
        let block = try NewManualBlock(reason: reason, until: until, today: transaction.today)
        return try transaction.connection.addBlock(to: ticket, block, by: principal.accountName, now: transaction.now)
    }

    public func auditSubject(of output: ManualBlock) -> String? {
        "block \(output.id) on reader \(ticket)"
    }
}
