import Foundation
import KartotekaValues

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

    /// Creates the resource.
    public init(ticketNumber: String, hasPassword: Bool, codesEnabled: Bool, historyShown: Bool, lockedUntil: Date?) {
        self.ticketNumber = ticketNumber
        self.hasPassword = hasPassword
        self.codesEnabled = codesEnabled
        self.historyShown = historyShown
        self.lockedUntil = lockedUntil
    }
}

extension ReaderAccessResource: SchemaDescribed {
    public static let schema = Schema<ReaderAccessResource>.resource(
        "ReaderAccess", "How a reader may sign in to the self-service catalogue now (never the password or a code).",
        [
            .init("ticketNumber", \.ticketNumber), .init("hasPassword", \.hasPassword), .init("codesEnabled", \.codesEnabled),
            .init("historyShown", \.historyShown, "Whether the reader lets their returned books be shown."),
            .init("lockedUntil", \.lockedUntil, "Until when sign-in is locked after wrong codes; absent when it is not."),
        ])
}
