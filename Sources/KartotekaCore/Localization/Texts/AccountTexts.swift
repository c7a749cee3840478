/// The texts of staff accounts: sign-in and permission errors, the rules for names and passwords, the roles.
protocol AccountTexts: Sendable {
    func accountNotFound(_ name: String) -> String
    func usernameTaken(_ name: String) -> String
    var wrongCredentials: String { get }
    func tooManyAttempts(retryAfterSeconds seconds: Int) -> String
    func tooManyLookUps(retryAfterSeconds seconds: Int) -> String
    var signInRequired: String { get }
    func notAllowed(_ permission: Permission) -> String
    var staleForm: String { get }
    var lastAdministrator: String { get }
    func apiTokenNotFound(_ id: Int64) -> String
    var usernameRule: String { get }
    func passwordTooShort(minimum: Int) -> String
    var passwordIsUsername: String { get }
    var administratorRole: String { get }
    var librarianRole: String { get }
    var circulationRole: String { get }
}
