import KartotekaCore
import KartotekaStore

/// Sends a notice again: one that failed, or one whose sending was interrupted (it may have
/// reached the reader). It waits for the next run of ``SendNotices``; refused for a notice sent or
/// waiting already.
public typealias RetryNotice = SingleInput<RetryNoticeChange>

/// What ``RetryNotice`` does.
public enum RetryNoticeChange: SingleInputChange {
    public static let about = UseCaseAbout("retry notice", .permission(.browseReaders), subject: "notice")

    public static func change(_ notice: NoticeID, in transaction: StoreTransaction, by principal: Principal) throws -> NoticeRecord {
        try transaction.connection.retryNotice(notice, now: transaction.now)
    }
}
