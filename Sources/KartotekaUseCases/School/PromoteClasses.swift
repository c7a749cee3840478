import KartotekaCore
import KartotekaStore

/// The yearly promotion: every class a grade up, the last grade's pupils marked graduated, the day
/// kept in the settings. A dry run only works it out; a promotion within half a year of the last
/// one is refused (run twice, it would move every class up twice).
public struct PromoteClasses: UseCase {
    public static let action = "promote classes"
    public static let access = UseCaseAccess.permission(.editReaders)

    /// Whether only to work it out.
    public let dryRun: Bool

    /// The promotion, or what it would do when `dryRun`.
    public init(dryRun: Bool) {
        self.dryRun = dryRun
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> PromotionReport {
        try transaction.connection.promoteClasses(dryRun: dryRun, today: transaction.today, now: transaction.now)
    }

    public func auditSubject(of output: PromotionReport) -> String? {
        guard output.applied else { return nil }
        let graduated = output.promotion.leaving.map(\.reader.reader.ticketNumber.rawValue).joined(separator: ", ")
        return "\(output.promotion.promoted.count) pupils a grade up, graduated readers [\(graduated)]"
    }
}
