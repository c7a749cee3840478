import KartotekaCore
import KartotekaStore

/// Settles a loss: replaced by an equal book (catalogued in the same step, into the replacement
/// ledger), paid for, or settled by hand with a note. Refused for a loss settled already; when the
/// book brought cannot be catalogued (its number taken, its receipt closed), nothing is kept.
public typealias SettleLoss = Edit<SettleLossChange>

/// What ``SettleLoss`` does.
public enum SettleLossChange: KeyedEdit {
    public static let about = UseCaseAbout("settle loss", .permission(.editReaders))

    public static func change(_ loss: LossID, to settlement: LossSettlementRequest, in transaction: StoreTransaction,
                              by principal: Principal) throws -> BookLoss {
        try transaction.connection.settleLoss(loss, settlement, by: principal.accountName, today: transaction.today, now: transaction.now)
    }

    public static func auditSubject(of loss: LossID, to settlement: LossSettlementRequest, after output: BookLoss) -> String? {
        "loss \(loss) \(settlement.how.rawValue)" + (output.replacement.map { " by copy \($0)" } ?? "")
    }
}
