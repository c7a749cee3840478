import Foundation

/// A stored title with its identity and bookkeeping times.
public struct TitleRecord: Sendable, Hashable, Codable {
    /// The title's id.
    public let id: TitleID
    /// The bibliographic content.
    public var title: Title
    /// When it was catalogued.
    public let createdAt: Date
    /// When it was last changed.
    public var updatedAt: Date

    /// Creates a record.
    public init(id: TitleID, title: Title, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.title = title
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
