/// Why a notice, its template or a run of notices cannot be as asked.
public enum NoticeError: KartotekaError, Equatable {
    /// No notice has this id.
    case noticeNotFound(NoticeID)
    /// The notice was sent, is being sent, or is no longer needed.
    case notRetryable(NoticeID, NoticeState)
    /// No mail server is set up.
    case mailNotSetUp
    /// A kind of notice that does not exist.
    case unknownKind(String)
    /// Reminders asked to be sent for a day that has not come (only a dry run may look ahead).
    case dayNotCome(Day)
    /// Reminders asked to be sent for a day that has passed (only a dry run may look back).
    case dayPassed(Day)

    public var code: String {
        switch self {
        case .noticeNotFound: "notice_not_found"
        case .notRetryable: "notice_not_retryable"
        case .mailNotSetUp: "mail_not_set_up"
        case .unknownKind: "notice_kind_unknown"
        case .dayNotCome: "notice_day_not_come"
        case .dayPassed: "notice_day_passed"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .noticeNotFound, .unknownKind: .notFound
        case .notRetryable, .mailNotSetUp: .conflict
        case .dayNotCome, .dayPassed: .invalidInput
        }
    }

    public var message: Bilingual {
        switch self {
        case .noticeNotFound(let id): Bilingual { $0.noticeNotFound(id) }
        case .notRetryable(let id, let state): Bilingual { $0.noticeNotRetryable(id, state: state.name) }
        case .mailNotSetUp: Bilingual { $0.mailNotSetUpForNotices }
        case .unknownKind(let text): Bilingual { $0.unknownNoticeKind(text) }
        case .dayNotCome(let day): Bilingual { $0.noticeDayNotCome(day) }
        case .dayPassed(let day): Bilingual { $0.noticeDayPassed(day) }
        }
    }
}

extension NoticeKind {
    /// The kind a text names (`overdue`); throws ``NoticeError/unknownKind(_:)``.
    public init(naming text: String) throws(NoticeError) {
        guard let kind = NoticeKind(rawValue: text) else { throw .unknownKind(String(text.prefix(40))) }
        self = kind
    }
}
