/// What a desk says about the mail server, over the library's mail settings: the command line's
/// options, the server's password.
public struct MailOverrides: Sendable, Hashable {
    /// `smtp://host:587` or `smtps://host:465`.
    public var url: String?
    /// The user name on the mail server.
    public var user: String?
    /// The password.
    public var password: String?
    /// The sender address.
    public var from: String?
    /// Whether STARTTLS is required for `smtp://`.
    public var requireStartTLS: Bool

    /// Overrides of the settings; none by default.
    public init(url: String? = nil, user: String? = nil, password: String? = nil, from: String? = nil, requireStartTLS: Bool = false) {
        self.url = url
        self.user = user
        self.password = password
        self.from = from
        self.requireStartTLS = requireStartTLS
    }
}
