/// Where and how to send mail.
public struct MailServer: Sendable {
    /// `smtp://host:port` or `smtps://host:port`.
    public var url: String
    /// Whether `smtp://` must switch to TLS with STARTTLS (refuse to send in the clear).
    public var requireStartTLS: Bool
    /// The login, if any.
    public var user: String
    /// The password, if any.
    public var password: String
    /// Seconds to wait for a connection or a server that stops answering before giving up.
    public var timeoutSeconds: Int

    /// Creates the server description.
    public init(url: String, requireStartTLS: Bool = false, user: String = "", password: String = "", timeoutSeconds: Int = 30) {
        self.url = url
        self.requireStartTLS = requireStartTLS
        self.user = user
        self.password = password
        self.timeoutSeconds = timeoutSeconds
    }
}
