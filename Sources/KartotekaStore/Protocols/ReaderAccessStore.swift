import Foundation
import KartotekaCore

/// Readers' own sign-in to the self-service catalogue: how each may sign in (set by a librarian),
/// their one-time codes and wrong codes, their sessions. Passwords arrive hashed and codes and
/// session tokens as digests: the store never sees a secret.
public protocol ReaderAccessStore: Sendable {
    /// Changes how a reader may sign in: a new password's hash (`.some(nil)` removes the
    /// password; the reader's sessions end), codes on or off (throws
    /// ``ReaderAccessError/codesNeedEmail(_:)`` for a reader without an address), and lifting a
    /// lock after wrong codes.
    func changeReaderAccess(_ ticket: TicketNumber, passwordHash: String??, codesEnabled: Bool?, unlock: Bool) throws -> ReaderAccess
    /// What a sign-in is checked against; `nil` for a ticket nobody has.
    func readerCredentials(_ ticket: TicketNumber) throws -> ReaderCredentials?
    /// Keeps a new one-time code's digest for a reader, good until `expiresAt`.
    func keepReaderCode(_ ticket: TicketNumber, digest: String, expiresAt: Date) throws
    /// Counts a wrong code; returns until when sign-in is locked, if the count reached the limit.
    func countWrongCode(_ ticket: TicketNumber) throws -> Date?
    /// Starts a reader's session (a code used is used up, wrong codes are forgotten).
    func startReaderSession(_ ticket: TicketNumber, tokenDigest: String, csrfToken: String, expiresAt: Date) throws
    /// The live session with this token digest, if any.
    func readerSession(tokenDigest: String) throws -> ReaderSession?
    /// Ends a reader's session.
    func endReaderSession(tokenDigest: String) throws
    /// Whether a reader lets the self-service catalogue show their returned books.
    func showReaderHistory(_ ticket: TicketNumber, _ shown: Bool) throws
}
