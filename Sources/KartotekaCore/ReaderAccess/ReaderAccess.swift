import Foundation

/// How a reader may sign in to the self-service catalogue (`/my`), as the librarian set it on the
/// reader's card: with a password, with one-time codes sent by e-mail, or both; whether they
/// allowed their reading history to be shown there; and whether wrong codes locked their sign-in.
public struct ReaderAccess: Sendable, Hashable {
    /// Whether a password is set.
    public var hasPassword: Bool
    /// Whether one-time codes are sent to the reader's e-mail.
    public var codesEnabled: Bool
    /// Whether the reader allowed their returned books to be shown in the self-service catalogue.
    public var historyShown: Bool
    /// Until when sign-in is locked after too many wrong codes; `nil`: not locked.
    public var lockedUntil: Date?

    /// Creates the access; none by default.
    public init(hasPassword: Bool = false, codesEnabled: Bool = false, historyShown: Bool = false, lockedUntil: Date? = nil) {
        self.hasPassword = hasPassword
        self.codesEnabled = codesEnabled
        self.historyShown = historyShown
        self.lockedUntil = lockedUntil
    }

    /// Whether the reader may sign in at all.
    public var maySignIn: Bool { hasPassword || codesEnabled }

    /// Whether sign-in is locked at `now`.
    public func isLocked(at now: Date) -> Bool {
        lockedUntil.map { $0 > now } ?? false
    }
}

/// The rules of one-time sign-in codes: six digits, good for a quarter of an hour; ten wrong
/// codes in a row lock the reader's sign-in for half an hour.
public enum ReaderCodeRules {
    /// Digits in a code.
    public static let digits = 6
    /// How long a code may be used.
    public static let lifetime: TimeInterval = 900
    /// Wrong codes in a row that lock sign-in.
    public static let wrongCodesAllowed = 10
    /// How long sign-in stays locked.
    public static let lockout: TimeInterval = 1_800
    /// The shortest password a librarian may set.
    public static let minimumPasswordLength = 6

    /// Whether text looks like a code (so a sign-in counts it as one rather than as a password).
    public static func looksLikeCode(_ text: String) -> Bool {
        text.count == digits && text.allSatisfy(\.isASCIIDigit)
    }
}

/// What signing a reader in is checked against: kept by the store, never shown.
public struct ReaderCredentials: Sendable {
    /// The reader.
    public var reader: ReaderRecord
    /// How they may sign in.
    public var access: ReaderAccess
    /// Their password's hash, when a password is set.
    public var passwordHash: String?
    /// The digest of the one-time code waiting to be typed, if any.
    public var codeDigest: String?
    /// When that code stops working.
    public var codeExpiresAt: Date?

    /// Creates the credentials.
    public init(reader: ReaderRecord, access: ReaderAccess, passwordHash: String?, codeDigest: String?, codeExpiresAt: Date?) {
        self.reader = reader
        self.access = access
        self.passwordHash = passwordHash
        self.codeDigest = codeDigest
        self.codeExpiresAt = codeExpiresAt
    }
}

/// A reader's live session in the self-service catalogue.
public struct ReaderSession: Sendable, Hashable {
    /// The reader signed in.
    public var ticketNumber: TicketNumber
    /// The session's anti-forgery token.
    public var csrfToken: String

    /// Creates a session value.
    public init(ticketNumber: TicketNumber, csrfToken: String) {
        self.ticketNumber = ticketNumber
        self.csrfToken = csrfToken
    }
}
