import Foundation

extension ReaderAccess {
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

