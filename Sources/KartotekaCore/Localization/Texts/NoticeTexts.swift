/// The texts of notices to readers: the kinds and states, what each placeholder stands for, the
/// default templates, the lines listing books, and what is wrong with a template.
protocol NoticeTexts: Sendable {
    var noticeBeforeDue: String { get }
    var noticeOverdue: String { get }
    var noticeHoldWaiting: String { get }
    var noticeHoldExpired: String { get }
    var noticePending: String { get }
    var noticeSending: String { get }
    var noticeSent: String { get }
    var noticeFailed: String { get }
    var noticeDropped: String { get }
    var placeholderReaderName: String { get }
    var placeholderReaderTicket: String { get }
    var placeholderLibraryName: String { get }
    var placeholderDate: String { get }
    var placeholderLoans: String { get }
    var placeholderReminder: String { get }
    var placeholderTitle: String { get }
    var placeholderBranch: String { get }
    var placeholderUntil: String { get }
    func defaultNoticeSubject(_ kind: NoticeKind) -> String
    func defaultNoticeBody(_ kind: NoticeKind) -> String
    func noticeLoanLine(_ inventory: InventoryNumber, title: String, due: Day, daysOverdue: Int) -> String
    var noticeSubjectMissing: String { get }
    var noticeBodyMissing: String { get }
    func unknownPlaceholder(_ written: String, known: String) -> String
    func placeholderNotForKind(_ written: String, kind: Bilingual) -> String
    var overdueDaysRule: String { get }
    func unknownNoticeKind(_ text: String) -> String
    func noticeNotFound(_ id: NoticeID) -> String
    func noticeNotRetryable(_ id: NoticeID, state: Bilingual) -> String
    var mailNotSetUpForNotices: String { get }
    func noticeDayNotCome(_ day: Day) -> String
    func noticeDayPassed(_ day: Day) -> String
}
