/// Why a reader's sign-in to the self-service catalogue, or a change to it, was refused.
public enum ReaderAccessError: KartotekaError, Equatable {
    /// The ticket and the password or code do not match (never saying which is wrong).
    case signInFailed
    /// The code was right but is too old.
    case codeExpired
    /// Too many wrong codes: sign-in with this ticket is locked for some minutes.
    case lockedOut(TicketNumber, minutes: Int)
    /// A password shorter than the rules allow.
    case passwordTooShort(minimum: Int)
    /// Codes go by e-mail, and the reader has no address.
    case codesNeedEmail(TicketNumber)
    /// The page needs a reader signed in.
    case readerSignInRequired

    public var code: String {
        switch self {
        case .signInFailed: "reader_sign_in_failed"
        case .codeExpired: "reader_code_expired"
        case .lockedOut: "reader_sign_in_locked"
        case .passwordTooShort: "reader_password_too_short"
        case .codesNeedEmail: "reader_codes_need_email"
        case .readerSignInRequired: "reader_sign_in_required"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .signInFailed, .codeExpired, .passwordTooShort, .codesNeedEmail: .invalidInput
        case .lockedOut: .conflict
        case .readerSignInRequired: .forbidden
        }
    }

    public var message: Bilingual {
        switch self {
        case .signInFailed: Bilingual { $0.readerSignInFailed }
        case .codeExpired: Bilingual { $0.readerCodeExpired }
        case .lockedOut(let ticket, let minutes): Bilingual { $0.readerSignInLocked(ticket, minutes: minutes) }
        case .passwordTooShort(let minimum): Bilingual { $0.readerPasswordTooShort(minimum) }
        case .codesNeedEmail(let ticket): Bilingual { $0.readerCodesNeedEmail(ticket) }
        case .readerSignInRequired: Bilingual { $0.readerSignInRequired }
        }
    }
}
