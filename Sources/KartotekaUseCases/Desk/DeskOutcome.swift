import KartotekaCore

/// What a scan (or a renewal) at the reader-first desk did, with the reader at the desk after it.
public enum DeskOutcome: Sendable {
    /// The code was a reader's ticket: that reader is at the desk now.
    case reader(ReaderDetails)
    /// The copy was lent to the reader at the desk.
    case lent(LoanDetails, reader: ReaderDetails)
    /// The copy was taken back from the reader who held it (where it goes next in the
    /// ``ReturnedCopy``); the reader at the desk, if any, stays.
    case returned(ReturnedCopy, reader: ReaderDetails?)
    /// The loan was renewed.
    case renewed(LoanDetails, reader: ReaderDetails?)
    /// The copy could not be lent, taken back or renewed: why and what to do.
    case refused(any KartotekaError, reader: ReaderDetails?)
    /// The code is neither a reader nor a copy the library has (cut to 60 characters); when it
    /// names readers (a surname typed: pupils rarely bring tickets), those it fits, to choose from.
    case unknown(String, reader: ReaderDetails?, found: [ReaderSummary])

    /// The reader at the desk after the scan.
    public var reader: ReaderDetails? {
        switch self {
        case .reader(let reader), .lent(_, let reader): reader
        case .returned(_, let reader), .renewed(_, let reader), .refused(_, let reader), .unknown(_, let reader, _): reader
        }
    }

    /// The same outcome, each reader in it as `shown` shows them (the names listed too).
    public func showingReaders(_ shown: (ReaderDetails) -> ReaderDetails) -> DeskOutcome {
        switch self {
        case .reader(let reader): .reader(shown(reader))
        case .lent(let loan, let reader): .lent(loan, reader: shown(reader))
        case .returned(let returned, let reader): .returned(returned, reader: reader.map(shown))
        case .renewed(let loan, let reader): .renewed(loan, reader: reader.map(shown))
        case .refused(let refusal, let reader): .refused(refusal, reader: reader.map(shown))
        case .unknown(let code, let reader, let found): .unknown(code, reader: reader.map(shown), found: found)
        }
    }

    /// The loan made, ended or renewed.
    public var loan: LoanDetails? {
        switch self {
        case .lent(let loan, _), .renewed(let loan, _): loan
        case .returned(let returned, _): returned.loan
        default: nil
        }
    }

    /// The outcome's short name: `reader`, `lent`, `returned`, `renewed`, `refused`, `unknown`.
    public var name: String {
        switch self {
        case .reader: "reader"
        case .lent: "lent"
        case .returned: "returned"
        case .renewed: "renewed"
        case .refused: "refused"
        case .unknown: "unknown"
        }
    }
}
