import Foundation
import KartotekaCore
import KartotekaStore

/// Removes readers from the history of loans returned long ago (and from losses settled and holds
/// ended before then, forgetting the notices sent): more than the days given ago, else than the
/// library's setting says — whose 0 means never.
public struct AnonymiseLoans: UseCase {
    public static let action = "anonymise loans"
    public static let access = UseCaseAccess.permission(.manageSettings)

    /// How many days ago the loans were returned at the latest; `nil`: the library's setting.
    public let olderThanDays: Int?

    /// Anonymises the loans returned more than `olderThanDays` ago, or as the settings say.
    public init(olderThanDays: Int? = nil) {
        self.olderThanDays = olderThanDays
    }

    /// Returns how many loans changed.
    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> Int {
        let db = transaction.connection
        let days = try olderThanDays ?? db.loadSettings().care.anonymiseAfterDays
        guard olderThanDays != nil || days > 0 else { return 0 }
        return try db.anonymiseLoans(returnedBefore: transaction.date.addingTimeInterval(-TimeInterval(days) * 86_400),
                                     now: transaction.now)
    }

    public func auditSubject(of output: Int) -> String? {
        "\(output) returned loans"
    }
}
