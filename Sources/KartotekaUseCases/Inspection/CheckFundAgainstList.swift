import Foundation
import KartotekaCore
import KartotekaStore

/// Checks the fund against the newest version of a list (сверка): every title, or those
/// catalogued since the list's last check, matched by ISBN or by title and author; the candidates
/// not seen before are recorded for a person to decide (a pair decided once is never asked
/// again), and the check is written in the journal with its commission.
/// `POST /api/v1/lists/checks`, the lists page's form and `kartoteka lists check` run it.
public struct CheckFundAgainstList: UseCase {
    public static let action = "check fund against list"
    public static let access = UseCaseAccess.permission(.keepAccounts)

    /// The list.
    public let kind: BannedListKind
    /// What is checked.
    public let scope: ListCheckScope
    /// The commission, one member a line.
    public let commission: [String]

    /// Checking against `kind` what `scope` covers, by `commission`.
    public init(_ kind: BannedListKind, scope: ListCheckScope = .fund, commission: [String] = []) {
        self.kind = kind
        self.scope = scope
        self.commission = commission.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ListCheckRecord {
        try transaction.connection.checkAgainstList(kind, scope: scope, commission: commission, by: principal.accountName,
                                                    today: transaction.today, now: transaction.now)
    }

    public func auditSubject(of output: ListCheckRecord) -> String? {
        "check \(output.id) against \(kind.rawValue) version \(output.version.id): \(output.titlesChecked) titles, "
            + "\(output.found) found, \(output.newCandidates) new"
    }
}
