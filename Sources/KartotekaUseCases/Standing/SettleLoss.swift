import KartotekaCore
import KartotekaStore

/// Settles a loss: replaced by an equal book (catalogued in the same step, into the replacement
/// ledger), paid for, or settled by hand with a note. Refused for a loss settled already; when the
/// book brought cannot be catalogued (its number taken, its receipt closed), nothing is kept.
public struct SettleLoss: UseCase {
    public static let action = "settle loss"
    public static let access = UseCaseAccess.permission(.editReaders)

    /// The loss.
    public let loss: LossID
    /// How it is settled.
    public let settlement: LossSettlementRequest

    /// The settlement of `loss`.
    public init(_ loss: LossID, _ settlement: LossSettlementRequest) {
        self.loss = loss
        self.settlement = settlement
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> BookLoss {
        try transaction.connection.settleLoss(loss, settlement, by: principal.accountName, today: transaction.today, now: transaction.now)
    }

    public func auditSubject(of output: BookLoss) -> String? {
        "loss \(loss) \(settlement.how.rawValue)" + (output.replacement.map { " by copy \($0)" } ?? "")
    }
}
