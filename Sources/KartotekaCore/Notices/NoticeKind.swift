/// What a notice to a reader is about: books due soon, books overdue (up to three reminders), a
/// held book waiting on the shelf, a hold that expired uncollected.
public enum NoticeKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Books due within the days the settings give.
    case beforeDue = "before_due"
    /// Books past their due day: the first, second or third reminder.
    case overdue
    /// A held book waits on the hold shelf.
    case holdWaiting = "hold_waiting"
    /// A held book was not collected in time; the hold ended.
    case holdExpired = "hold_expired"

    /// The kind as people read it.
    public var name: Bilingual {
        switch self {
        case .beforeDue: Bilingual { $0.noticeBeforeDue }
        case .overdue: Bilingual { $0.noticeOverdue }
        case .holdWaiting: Bilingual { $0.noticeHoldWaiting }
        case .holdExpired: Bilingual { $0.noticeHoldExpired }
        }
    }

    /// The placeholders its template may use.
    public var placeholders: [NoticePlaceholder] {
        let common: [NoticePlaceholder] = [.readerName, .readerTicket, .libraryName, .date]
        switch self {
        case .beforeDue: return common + [.loans]
        case .overdue: return common + [.loans, .reminder]
        case .holdWaiting, .holdExpired: return common + [.title, .branch, .until]
        }
    }
}

/// A value a notice template names in braces, `{reader.name}`, filled in when the notice is made.
public enum NoticePlaceholder: String, Sendable, Hashable, Codable, CaseIterable {
    /// The reader's full name.
    case readerName = "reader.name"
    /// The reader's ticket number.
    case readerTicket = "reader.ticket"
    /// The library's name (its main branch's).
    case libraryName = "library.name"
    /// The day the notice is made.
    case date
    /// The books the notice is about, a line each: inventory number, title, due day.
    case loans
    /// Which overdue reminder this is: 1, 2 or 3.
    case reminder
    /// The held book.
    case title
    /// The branch to pick the held book up at, with its address.
    case branch
    /// The last day to pick the held book up.
    case until

    /// `{reader.name}`, as a template writes it.
    public var written: String { "{\(rawValue)}" }

    /// What it stands for, for whoever edits a template.
    public var meaning: Bilingual {
        switch self {
        case .readerName: Bilingual { $0.placeholderReaderName }
        case .readerTicket: Bilingual { $0.placeholderReaderTicket }
        case .libraryName: Bilingual { $0.placeholderLibraryName }
        case .date: Bilingual { $0.placeholderDate }
        case .loans: Bilingual { $0.placeholderLoans }
        case .reminder: Bilingual { $0.placeholderReminder }
        case .title: Bilingual { $0.placeholderTitle }
        case .branch: Bilingual { $0.placeholderBranch }
        case .until: Bilingual { $0.placeholderUntil }
        }
    }
}
