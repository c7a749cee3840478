extension EnglishTexts: NoticeTexts {
    var noticeBeforeDue: String { "due soon" }
    var noticeOverdue: String { "overdue" }
    var noticeHoldWaiting: String { "hold waiting" }
    var noticeHoldExpired: String { "hold expired" }
    var noticePending: String { "waiting to be sent" }
    var noticeSending: String { "being sent" }
    var noticeSent: String { "sent" }
    var noticeFailed: String { "not sent" }
    var noticeDropped: String { "no longer needed" }
    var placeholderReaderName: String { "the reader's full name" }
    var placeholderReaderTicket: String { "the reader's ticket number" }
    var placeholderLibraryName: String { "the library's name (its main branch's)" }
    var placeholderDate: String { "today's date" }
    var placeholderLoans: String { "the books: inventory number, book, due day — a line each" }
    var placeholderReminder: String { "which overdue reminder this is: 1, 2 or 3" }
    var placeholderTitle: String { "the book on hold" }
    var placeholderBranch: String { "the branch to collect the book at, with its address" }
    var placeholderUntil: String { "the last day to collect the book" }
    func defaultNoticeSubject(_ kind: NoticeKind) -> String {
        switch kind {
        case .beforeDue: "Your books are due soon — {library.name}"
        case .overdue: "Your books are overdue — {library.name}"
        case .holdWaiting: "The book you reserved is waiting for you — {library.name}"
        case .holdExpired: "Your hold has ended — {library.name}"
        }
    }
    func defaultNoticeBody(_ kind: NoticeKind) -> String {
        switch kind {
        case .beforeDue:
            """
            Dear {reader.name},

            The books you borrowed from the library are due soon:
            {loans}

            Please bring them back in time, or renew them at the library (or in your account on the website, if you have one).
            Reader's ticket {reader.ticket}.

            {library.name}
            """
        case .overdue:
            """
            Dear {reader.name},

            These books are past their due day (reminder {reminder}):
            {loans}

            Please bring them back to the library: while they are out, nobody else can read them.
            Reader's ticket {reader.ticket}.

            {library.name}
            """
        case .holdWaiting:
            """
            Dear {reader.name},

            The book you reserved is waiting for you on the hold shelf:
            {title}
            Where to collect it: {branch}.
            Please collect it by {until} inclusive; after that the hold passes to the next reader.

            {library.name}
            """
        case .holdExpired:
            """
            Dear {reader.name},

            “{title}” waited for you until {until} but was not collected, so the hold has ended.
            If you still want the book, please reserve it again.

            {library.name}
            """
        }
    }
    func noticeLoanLine(_ inventory: InventoryNumber, title: String, due: Day, daysOverdue: Int) -> String {
        "• \(inventory) — \(title), due \(due.isoText)"
            + (daysOverdue > 0 ? " (\(daysOverdue) \(plural(daysOverdue, "day", "days")) overdue)" : "")
    }
    var noticeSubjectMissing: String { "Write the subject of the e-mail." }
    var noticeBodyMissing: String { "Write the text of the e-mail." }
    func unknownPlaceholder(_ written: String, known: String) -> String {
        "There is no placeholder \(written). This notice may use: \(known)."
    }
    func placeholderNotForKind(_ written: String, kind: Bilingual) -> String {
        "A “\(kind.english)” notice has nothing to fill \(written) with. Take it out."
    }
    var overdueDaysRule: String {
        "The overdue reminders' days are at most three numbers from 1 to 365, ascending, separated by commas: 1, 7, 14."
    }
    func unknownNoticeKind(_ text: String) -> String {
        "There is no kind of notice “\(text)”: before_due, overdue, hold_waiting or hold_expired."
    }
    func noticeNotFound(_ id: NoticeID) -> String { "There is no notice number \(id)." }
    func noticeNotRetryable(_ id: NoticeID, state: Bilingual) -> String {
        "Notice number \(id) is \(state.english); there is no need to send it again."
    }
    func noticeDayPassed(_ day: Day) -> String {
        "\(day.isoText) has passed: the reminders of that day can only be previewed (a dry run). Reminders are sent for today, with today's due days and overdue days."
    }

    func noticeDayNotCome(_ day: Day) -> String {
        "\(day.isoText) has not come yet: the reminders of that day can only be previewed (a dry run). A reminder sent now would not reach the reader on its day."
    }
    var mailNotSetUpForNotices: String {
        "No mail server is set up, so readers cannot be e-mailed. Set one on the Settings page (or kartoteka settings set --smtp-url …)."
    }
}
