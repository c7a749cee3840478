import KartotekaCore

/// Who is making a request.
struct Principal: Sendable {
    /// The account.
    let account: Account
    /// The session's anti-forgery token; `nil` when signed in with an API token.
    let csrfToken: String?
}
