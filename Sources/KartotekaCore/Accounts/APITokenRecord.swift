import Foundation

/// An API token as listed (the token itself is shown once, when made, and never stored).
public struct APITokenRecord: Sendable, Hashable, Codable {
    public var id: Int64
    public var username: String
    /// What the token is for: `IRBIS sync`, `phone app`.
    public var name: String
    public var createdAt: Date
    public var lastUsedAt: Date?
    public var revoked: Bool

    /// Creates a token record.
    public init(id: Int64, username: String, name: String, createdAt: Date, lastUsedAt: Date?, revoked: Bool) {
        self.id = id
        self.username = username
        self.name = name
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.revoked = revoked
    }
}
