import Foundation
import KartotekaCore
import KartotekaStore

/// The anonymiser's dry run: whom it would destroy by the retention policy (with why and since
/// when) and how many returned loans would stop naming their reader — changing nothing.
public struct AnonymisationPreview: Query {
    public static let access = UseCaseAccess.permission(.manageSettings)

    /// How many days ago the loans were returned at the latest; `nil`: the library's setting.
    public let olderThanDays: Int?

    /// The dry run of ``AnonymiseLoans`` with the same days.
    public init(olderThanDays: Int? = nil) {
        self.olderThanDays = olderThanDays
    }

    public func answer(in transaction: StoreTransaction, for principal: Principal) throws -> AnonymisationPlan {
        let db = transaction.connection
        let care = try db.loadSettings().care
        let readers = care.retention.isSet
            ? try db.readerActivity(calendar: transaction.calendar).compactMap { care.retention.destroys($0, today: transaction.today) }
            : []
        let loans = try Self.cutoff(olderThanDays: olderThanDays, care: care, in: transaction).map { try db.anonymisableLoans(returnedBefore: $0) } ?? 0
        return AnonymisationPlan(readers: readers, loans: loans)
    }

    /// Before when the returned loans stop naming their readers: `olderThanDays` ago, to the
    /// second, when given; else the start of the first year the library's setting keeps; `nil`: never.
    static func cutoff(olderThanDays: Int?, care: CareSettings, in transaction: StoreTransaction) -> Date? {
        if let olderThanDays { return transaction.date.addingTimeInterval(-TimeInterval(olderThanDays) * 86_400) }
        return care.loansAnonymisedBefore(today: transaction.today).map { transaction.calendar.instant(of: $0) }
    }
}
