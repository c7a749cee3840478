import KartotekaCore
import KartotekaStore

/// A person's decision on a candidate match: the title is the listed material, or it is not.
/// Confirmed, the list acts — an extremist-list match keeps every copy from the desk and puts it
/// on the list for withdrawal; a foreign agents' publication is marked 18+. The decision is
/// remembered for the pair. `POST /api/v1/lists/matches/{id}/decision`, the lists page's buttons
/// and `kartoteka lists confirm|reject` run it.
public struct DecideListMatch: UseCase {
    public static let action = "decide list match"
    public static let access = UseCaseAccess.permission(.keepAccounts)

    /// The match.
    public let id: Int64
    /// Whether the title is the listed material.
    public let confirmed: Bool

    /// Deciding match `id`.
    public init(_ id: Int64, confirmed: Bool) {
        self.id = id
        self.confirmed = confirmed
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ListMatchRecord {
        try transaction.connection.decideListMatch(id, confirmed: confirmed, by: principal.accountName, today: transaction.today,
                                                   now: transaction.now)
    }

    public func auditSubject(of output: ListMatchRecord) -> String? {
        "match \(id) of \(output.kind.rawValue) entry \(output.entryNumber) and title \(output.titleID.map { String($0.rawValue) } ?? "-"): "
            + output.state.rawValue
    }
}
