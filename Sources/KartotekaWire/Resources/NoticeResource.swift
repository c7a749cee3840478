import Foundation
import KartotekaValues

/// What a run of notices did: the day, the notices recorded, how many went out and failed.
public struct NoticeRunResource: Codable, Sendable, Hashable {
    /// `YYYY-MM-DD`.
    public var day: String
    public var dryRun: Bool
    /// The notices recorded (or, dry, that would be).
    public var planned: [NoticeResource]
    public var sent: Int
    public var failed: Int

    /// Creates the resource.
    public init(day: Day, dryRun: Bool, planned: [NoticeResource], sent: Int, failed: Int) {
        self.day = day.isoText
        self.dryRun = dryRun
        self.planned = planned
        self.sent = sent
        self.failed = failed
    }
}

extension NoticeResource: SchemaDescribed {
    public static let schema = Schema<NoticeResource>.resource(
        "Notice", "A notice to a reader, recorded before it is sent, with how sending went.",
        [
            .init("id", \.id, .id), .init("kind", \.kind, .string("What it is about.", values: NoticeKind.codes)),
            .init("ticketNumber", \.ticketNumber, "The reader; left out once the reader is deleted or anonymised."),
            .init("readerName", \.readerName, "The reader as `Surname I. O.`."),
            .init("recipient", \.recipient, "The e-mail address it goes to."),
            .init("language", \.language, .string(values: Language.codes)),
            .init("subject", \.subject), .init("body", \.body),
            .init("state", \.state, .string("`pending`: waiting to be sent; `sending`: claimed by a run; `sent`; `failed`: tried again "
                                            + "later (`nextAttemptAt`); `dropped`: no longer needed.", values: NoticeState.codes)),
            .init("interrupted", \.interrupted, "A run claimed it and never said how sending went: it may have reached the reader, "
                + "so it is sent again only by hand (`POST /api/v1/notices/{id}/retry`)."),
            .init("attempts", \.attempts, .count), .init("lastError", \.lastError, "Why the last attempt failed."),
            .init("createdAt", \.createdAt), .init("nextAttemptAt", \.nextAttemptAt), .init("sentAt", \.sentAt),
        ])

    /// One page of notices.
    public static let page = Schema<PageResource<NoticeResource>>.page("NoticePage", of: schema)
}

extension NoticeRunResource: SchemaDescribed {
    public static let schema = Schema<NoticeRunResource>.resource(
        "NoticeRun", "What a run of notices did.",
        [
            .init("day", \.day, .date("The day the loan reminders were made for.")),
            .init("dryRun", \.dryRun, "Whether it only said what it would record (and sent nothing)."),
            .init("planned", \.planned, "The notices recorded (or, dry, that would be)."),
            .init("sent", \.sent, .count), .init("failed", \.failed, .count),
        ])
}
