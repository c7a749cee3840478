import Foundation

/// A stored reader with identity and bookkeeping times.
public struct ReaderRecord: Sendable, Hashable, Codable {
    /// The reader's internal id.
    public let id: ReaderID
    /// The reader.
    public var reader: Reader
    /// When the record was created.
    public let createdAt: Date
    /// When it was last changed.
    public var updatedAt: Date

    /// Creates a record.
    public init(id: ReaderID, reader: Reader, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.reader = reader
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
