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
    /// The request needs a signed-in account.
    case signInRequired
    /// The account may not do this.
    case notAllowed(Permission)
    /// The form came without the right anti-forgery token (an old page, or another site).
    case staleForm
    /// The last administrator cannot be removed or demoted.
    case lastAdministrator

    public var code: String {
        switch self {
        case .accountNotFound: "account_not_found"
        case .usernameTaken: "username_taken"
        case .wrongCredentials: "wrong_credentials"
        case .tooManyAttempts: "too_many_attempts"
        case .signInRequired: "sign_in_required"
        case .notAllowed: "not_allowed"
        case .staleForm: "stale_form"
        case .lastAdministrator: "last_administrator"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .accountNotFound: .notFound
        case .usernameTaken, .lastAdministrator: .conflict
        case .wrongCredentials, .tooManyAttempts: .invalidInput
        case .signInRequired, .notAllowed, .staleForm: .forbidden
        }
    }

    public var message: Bilingual {
        switch self {
        case .accountNotFound(let name):
            Bilingual(ru: "Учётной записи «\(name)» нет.", en: "There is no account “\(name)”.")
        case .usernameTaken(let name):
            Bilingual(ru: "Имя «\(name)» уже занято. Выберите другое.", en: "The name “\(name)” is taken. Choose another.")
        case .wrongCredentials:
            Bilingual(ru: "Неверное имя или пароль.", en: "Wrong name or password.")
        case .tooManyAttempts(let seconds):
            Bilingual(ru: "Слишком много неудачных попыток входа. Повторите через \(max(1, seconds / 60)) мин.",
                      en: "Too many failed sign-ins. Try again in \(max(1, seconds / 60)) min.")
        case .signInRequired:
            Bilingual(ru: "Войдите, чтобы продолжить.", en: "Sign in to continue.")
        case .notAllowed(let permission):
            Bilingual(ru: "У вашей учётной записи нет права на это (\(permission.rawValue)). Обратитесь к администратору.",
                      en: "Your account is not allowed to do this (\(permission.rawValue)). Ask an administrator.")
        case .staleForm:
            Bilingual(ru: "Форма устарела или пришла с другого сайта. Обновите страницу и повторите.",
                      en: "The form is out of date or came from another site. Reload the page and try again.")
        case .lastAdministrator:
            Bilingual(ru: "Это последний администратор: сначала назначьте другого.",
                      en: "This is the last administrator: make someone else an administrator first.")
        }
    }
}
