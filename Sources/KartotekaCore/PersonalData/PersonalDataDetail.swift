/// What a line of the event log or of the staff's access log says besides its kind: kept as a
/// stable code (`last_loan 2021-05-14`, `all`, `representative`) and told in the document's
/// language when printed or downloaded.
public enum PersonalDataDetail: Sendable, Hashable {
    /// A reader's data destroyed by the retention policy: why, and since when.
    case retention(DestructionReason, since: Day)
    /// A reader deleted by a librarian.
    case byHand
    /// An export of every reader.
    case allReaders
    /// An export of the readers changed since a day.
    case changedSince(Day)
    /// A consent signed by the reader or their representative.
    case signedBy(ConsentSigner)
    /// An export of the readers with no consent on record.
    case withoutConsent

    /// The code kept in the log.
    public var stored: String {
        switch self {
        case .retention(let reason, let since): "\(reason.rawValue) \(since.isoText)"
        case .byHand: "by_hand"
        case .allReaders: "all"
        case .changedSince(let day): "changed since \(day.isoText)"
        case .signedBy(let signer): signer.rawValue
        case .withoutConsent: "without_consent"
        }
    }

    /// The detail a kept code stands for; `nil` for another text (a count, a ticket).
    public init?(stored: String) {
        // `without consent`: the code as the first versions kept it.
        if stored == "without_consent" || stored == "without consent" {
            self = .withoutConsent
            return
        }
        let words = stored.split(separator: " ").map(String.init)
        switch words.count {
        case 1 where stored == "by_hand": self = .byHand
        case 1 where stored == "all": self = .allReaders
        case 1: guard let signer = ConsentSigner(rawValue: stored) else { return nil }
            self = .signedBy(signer)
        case 2: guard let reason = DestructionReason(rawValue: words[0]), let day = try? Day(parsing: words[1]) else { return nil }
            self = .retention(reason, since: day)
        case 3 where words[0] == "changed" && words[1] == "since": guard let day = try? Day(parsing: words[2]) else { return nil }
            self = .changedSince(day)
        default: return nil
        }
    }

    /// The detail in words.
    public var text: Bilingual {
        switch self {
        case .retention(.lastLoan, let since): Bilingual { $0.detailLastLoan(since) }
        case .retention(.leftSchool, let since): Bilingual { $0.detailLeftSchool(since) }
        case .byHand: Bilingual { $0.detailByHand }
        case .allReaders: Bilingual { $0.detailAllReaders }
        case .changedSince(let day): Bilingual { $0.detailChangedSince(day) }
        case .signedBy(let signer): signer.name
        case .withoutConsent: Bilingual { $0.detailWithoutConsent }
        }
    }

    /// A kept detail as a document shows it: a known code in `language`, any other text as it is.
    public static func shown(_ stored: String, in language: Language) -> String {
        PersonalDataDetail(stored: stored)?.text.text(in: language) ?? stored
    }
}
