import KartotekaCore
import KartotekaStore

/// Sends a notice again: one that failed, or one whose sending was interrupted (it may have
/// reached the reader). It waits for the next run of ``SendNotices``; refused for a notice sent or
/// waiting already.
public struct RetryNotice: UseCase {
    public static let action = "retry notice"
    public static let access = UseCaseAccess.permission(.browseReaders)

    /// The notice.
    public let notice: NoticeID

    /// Sending `notice` again.
    public init(_ notice: NoticeID) {
        self.notice = notice
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> NoticeRecord {
        try transaction.connection.retryNotice(notice, now: transaction.now)
    }

    public func auditSubject(of output: NoticeRecord) -> String? {
        "notice \(notice)"
    }
}
