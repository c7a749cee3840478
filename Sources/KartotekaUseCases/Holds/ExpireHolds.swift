import KartotekaCore
import KartotekaStore

/// Ends the holds whose copies were not collected by their last day; each copy goes to the next
/// reader in its queue, or home. The desk asks for it; the server's scheduled care runs it too.
public struct ExpireHolds: UseCase {
    public static let action = "expire holds"
    public static let access = UseCaseAccess.permission(.circulate)

    /// The day to judge by; `nil`: today.
    public let day: Day?

    /// The holds not collected by `day`, else by today.
    public init(asOf day: Day? = nil) {
        self.day = day
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> [HoldRecord] {
        try transaction.connection.expireHolds(today: day ?? transaction.today, now: transaction.now)
    }

    public func auditSubject(of output: [HoldRecord]) -> String? {
        output.isEmpty ? nil : "holds " + output.map { "\($0.id)" }.joined(separator: ", ")
    }
}
