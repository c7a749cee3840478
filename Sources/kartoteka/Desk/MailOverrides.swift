/// What the command line says about the mail server, over the library's mail settings.
struct MailOverrides: Sendable, Hashable {
    /// `smtp://host:587` or `smtps://host:465`.
    var url: String?
    /// The user name on the mail server.
    var user: String?
    /// The password (read from a file).
    var password: String?
    /// The sender address.
    var from: String?
    /// Whether STARTTLS is required for `smtp://`.
    var requireStartTLS = false
}
