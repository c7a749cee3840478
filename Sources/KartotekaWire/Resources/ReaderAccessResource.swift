import Foundation
import KartotekaCore

/// How a reader may sign in to the self-service catalogue, as the API shows it (never the
/// password or a code).
public struct ReaderAccessResource: Codable, Sendable, Hashable {
    /// The reader.
    public var ticketNumber: String
    /// Whether a password is set.
    public var hasPassword: Bool
    /// Whether one-time codes go to the reader's e-mail.
    public var codesEnabled: Bool
    /// Whether the reader lets their returned books be shown.
    public var historyShown: Bool
    /// Until when sign-in is locked after wrong codes; absent when it is not.
    public var lockedUntil: Date?

    /// The resource for the access of the reader of `ticket` at `now` (a lock that ran out is not shown).
    public init(_ ticket: TicketNumber, _ access: ReaderAccess, now: Date) {
        ticketNumber = ticket.rawValue
        hasPassword = access.hasPassword
        codesEnabled = access.codesEnabled
        historyShown = access.historyShown
        lockedUntil = access.isLocked(at: now) ? access.lockedUntil : nil
    }
}
