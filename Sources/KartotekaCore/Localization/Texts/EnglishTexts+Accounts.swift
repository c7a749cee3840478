extension EnglishTexts: AccountTexts {
    func accountNotFound(_ name: String) -> String { "There is no account “\(name)”." }
    func usernameTaken(_ name: String) -> String { "The name “\(name)” is taken. Choose another." }
    var wrongCredentials: String { "Wrong name or password." }
    func tooManyAttempts(retryAfterSeconds seconds: Int) -> String {
        "Too many failed sign-ins with this name. Try again in " + (seconds < 60 ? "\(seconds) s." : "\((seconds + 59) / 60) min.")
            + " An administrator can lift the wait at once: kartoteka user unlock NAME."
    }
    func tooManyLookUps(retryAfterSeconds seconds: Int) -> String {
        "Too many reader cards in a short time: an account that may not browse readers opens at most 30 a minute and 300 an hour. "
            + "Try again in " + (seconds < 60 ? "\(seconds) s." : "\((seconds + 59) / 60) min.")
    }
    var signInRequired: String { "Sign in to continue." }
    func notAllowed(_ permission: Permission) -> String { "Your account is not allowed to do this (\(permission.rawValue)). Ask an administrator." }
    var staleForm: String { "The form is out of date or came from another site. Reload the page and try again." }
    var lastAdministrator: String { "This is the last administrator: make someone else an administrator first." }
    func apiTokenNotFound(_ id: Int64) -> String { "There is no API token No. \(id): see `kartoteka user token list`." }
    var usernameRule: String { "The login name is 2 to 32 letters, digits and . - _ (no spaces)." }
    func passwordTooShort(minimum: Int) -> String { "The password must be at least \(minimum) characters long." }
    var passwordIsUsername: String { "The password must not be the login name." }
    var administratorRole: String { "administrator" }
    var librarianRole: String { "librarian" }
    var circulationRole: String { "circulation helper" }
}
