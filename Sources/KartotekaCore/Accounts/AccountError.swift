/// Why an account operation or a sign-in was refused.
public enum AccountError: KartotekaError, Equatable {
    /// No account has this name.
    case accountNotFound(String)
    /// Another account already has this name.
    case usernameTaken(String)
    /// The name or password is wrong (never saying which).
    case wrongCredentials
    /// Too many failed sign-ins; wait before trying again.
    case tooManyAttempts(retryAfterSeconds: Int)
    /// An account that may not browse readers opened too many reader cards in a short time.
    case tooManyLookUps(retryAfterSeconds: Int)
    /// The request needs a signed-in account.
    case signInRequired
    /// The account may not do this.
    case notAllowed(Permission)
    /// The form came without the right anti-forgery token (an old page, or another site).
    case staleForm
    /// The last administrator cannot be removed or demoted.
    case lastAdministrator
    /// No API token has this id.
    case tokenNotFound(Int64)

    public var code: String {
        switch self {
        case .accountNotFound: "account_not_found"
        case .usernameTaken: "username_taken"
        case .wrongCredentials: "wrong_credentials"
        case .tooManyAttempts: "too_many_attempts"
        case .tooManyLookUps: "too_many_lookups"
        case .signInRequired: "sign_in_required"
        case .notAllowed: "not_allowed"
        case .staleForm: "stale_form"
        case .lastAdministrator: "last_administrator"
        case .tokenNotFound: "api_token_not_found"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .accountNotFound, .tokenNotFound: .notFound
        case .usernameTaken, .lastAdministrator: .conflict
        case .wrongCredentials, .tooManyAttempts, .tooManyLookUps: .invalidInput
        case .signInRequired, .notAllowed, .staleForm: .forbidden
        }
    }

    public var message: Bilingual {
        switch self {
        case .accountNotFound(let name):
            Bilingual { $0.accountNotFound(name) }
        case .usernameTaken(let name):
            Bilingual { $0.usernameTaken(name) }
        case .wrongCredentials:
            Bilingual { $0.wrongCredentials }
        case .tooManyAttempts(let seconds):
            Bilingual { $0.tooManyAttempts(retryAfterSeconds: seconds) }
        case .tooManyLookUps(let seconds):
            Bilingual { $0.tooManyLookUps(retryAfterSeconds: seconds) }
        case .signInRequired:
            Bilingual { $0.signInRequired }
        case .notAllowed(let permission):
            Bilingual { $0.notAllowed(permission) }
        case .staleForm:
            Bilingual { $0.staleForm }
        case .lastAdministrator:
            Bilingual { $0.lastAdministrator }
        case .tokenNotFound(let id):
            Bilingual { $0.apiTokenNotFound(id) }
        }
    }
}
