import Foundation
import KartotekaCore
import KartotekaStore

extension AnonymisationPreview {
    public static let access = UseCaseAccess.permission(.manageSettings)

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
