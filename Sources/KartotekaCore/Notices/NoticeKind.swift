extension NoticeKind {
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
