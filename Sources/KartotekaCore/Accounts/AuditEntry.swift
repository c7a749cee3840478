import Foundation

/// One line of the audit log: who changed what and when. It names records by their ids and
/// numbers, never by a reader's name, phone, address or e-mail.
public struct AuditEntry: Sendable, Hashable, Codable {
    /// When it happened.
    public var at: Date
    /// The account's login name.
    public var account: String
    /// What was done: `POST /api/v1/loans`, `sign in`, `backup`.
    public var action: String
    /// What it was done to: `/readers/000123/edit`, `copy 12345`.
    public var subject: String

    /// Creates an entry.
    public init(at: Date, account: String, action: String, subject: String) {
        self.at = at
        self.account = account
        self.action = action
        self.subject = subject
    }
}
