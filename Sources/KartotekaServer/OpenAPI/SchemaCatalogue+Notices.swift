import KartotekaCore
import KartotekaUseCases

/// The schemas of readers' notices.
extension SchemaCatalogue {
    static var notices: [String: JSONValue] {
        [
            "Notice": S.object(
                "A notice to a reader, recorded before it is sent, with how sending went.",
                required: ["id", "kind", "recipient", "language", "subject", "body", "state", "interrupted", "attempts", "createdAt"],
                properties: [
                    "id": S.id,
                    "kind": S.string("What it is about.", values: NoticeKind.allCases.map(\.rawValue)),
                    "ticketNumber": S.string("The reader; left out once the reader is deleted or anonymised."),
                    "readerName": S.string("The reader as `Surname I. O.`."),
                    "recipient": S.string("The e-mail address it goes to."),
                    "language": S.string(values: Language.allCases.map(\.rawValue)),
                    "subject": S.string(), "body": S.string(),
                    "state": S.string("`pending`: waiting to be sent; `sending`: claimed by a run; `sent`; `failed`: tried again "
                                      + "later (`nextAttemptAt`); `dropped`: no longer needed.",
                                      values: NoticeState.allCases.map(\.rawValue)),
                    "interrupted": S.boolean("A run claimed it and never said how sending went: it may have reached the reader, so it "
                                             + "is sent again only by hand (`POST /api/v1/notices/{id}/retry`)."),
                    "attempts": S.count, "lastError": S.string("Why the last attempt failed."),
                    "createdAt": S.string(format: "date-time"), "nextAttemptAt": S.string(format: "date-time"),
                    "sentAt": S.string(format: "date-time"),
                ]),
            "NoticePage": page(of: "Notice"),
            "NoticeRun": S.object(
                "What a run of notices did.", required: ["day", "dryRun", "planned", "sent", "failed"],
                properties: [
                    "day": S.string("The day the loan reminders were made for.", format: "date"),
                    "dryRun": S.boolean("Whether it only said what it would record (and sent nothing)."),
                    "planned": S.array(S.ref("Notice"), "The notices recorded (or, dry, that would be)."),
                    "sent": S.count, "failed": S.count,
                ]),
        ]
    }
}
