/// How the library hands records to IRBIS and sends them by e-mail.
public struct ExchangeSettings: Sendable, Hashable, Codable {
    /// The pattern of the shelf code (903), see ``IRBISShelfCode``.
    public var shelfCodePattern: String
    /// The encoding of exported files: Windows-1251 unless the receiving IRBIS reads UTF-8.
    public var encoding: IRBISEncoding
    /// The library's storage place codes (empty: any code is accepted without a warning).
    public var knownStoragePlaces: [String]
    /// The outgoing mail server.
    public var mail: MailSettings

    /// Creates settings with the usual defaults.
    public init(shelfCodePattern: String = IRBISShelfCode.defaultPattern, encoding: IRBISEncoding = .windows1251,
                knownStoragePlaces: [String] = [], mail: MailSettings = MailSettings()) {
        self.shelfCodePattern = shelfCodePattern
        self.encoding = encoding
        self.knownStoragePlaces = knownStoragePlaces
        self.mail = mail
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = ExchangeSettings()
        shelfCodePattern = try container.decodeIfPresent(String.self, forKey: .shelfCodePattern) ?? defaults.shelfCodePattern
        encoding = try container.decodeIfPresent(IRBISEncoding.self, forKey: .encoding) ?? defaults.encoding
        knownStoragePlaces = try container.decodeIfPresent([String].self, forKey: .knownStoragePlaces) ?? []
        mail = try container.decodeIfPresent(MailSettings.self, forKey: .mail) ?? MailSettings()
    }
}

/// The SMTP server exports are sent through, as the original app's "send by e-mail" did.
public struct MailSettings: Sendable, Hashable, Codable {
    /// `smtp://host:587` (STARTTLS when offered or required) or `smtps://host:465`; empty when not set up.
    public var serverURL: String
    /// Whether to refuse sending over `smtp://` unless the server switches to TLS (STARTTLS).
    public var requireStartTLS: Bool
    /// The login, if the server needs one. (Its password is not kept with the library's data:
    /// the server and the CLI read it from the environment or an owner-only file.)
    public var user: String
    /// The sender address.
    public var from: String
    /// The recipient of the last send, offered next time.
    public var lastRecipient: String

    /// Whether a text is a mail server's address as the settings keep it: `smtp://` or `smtps://`,
    /// with no login or password in it (the login has a field of its own; the password is never
    /// kept with the library's data, and an address is shown on pages and in error texts).
    public static func isServerURL(_ text: String) -> Bool {
        let lowered = text.lowercased()
        guard let scheme = ["smtp://", "smtps://"].first(where: lowered.hasPrefix) else { return false }
        let authority = text.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !authority.isEmpty && !authority.contains("@")
    }

    /// Creates mail settings; empty means "not set up".
    public init(serverURL: String = "", requireStartTLS: Bool = false, user: String = "",
                from: String = "", lastRecipient: String = "") {
        self.serverURL = serverURL
        self.requireStartTLS = requireStartTLS
        self.user = user
        self.from = from
        self.lastRecipient = lastRecipient
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        serverURL = try container.decodeIfPresent(String.self, forKey: .serverURL) ?? ""
        requireStartTLS = try container.decodeIfPresent(Bool.self, forKey: .requireStartTLS) ?? false
        user = try container.decodeIfPresent(String.self, forKey: .user) ?? ""
        from = try container.decodeIfPresent(String.self, forKey: .from) ?? ""
        lastRecipient = try container.decodeIfPresent(String.self, forKey: .lastRecipient) ?? ""
    }
}
