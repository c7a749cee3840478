import Foundation

/// A stored copy with its identity and title.
public struct CopyRecord: Sendable, Hashable, Codable {
    /// The copy's internal id.
    public let id: CopyID
    /// The title this copy belongs to.
    public var titleID: TitleID
    /// The copy itself.
    public var copy: Copy
    /// Its branches: the one that owns it, the one it is at, and where it travels; `nil` for a
    /// record that was not read from a store (a file's, an example's).
    public var placement: CopyPlacement?
    /// When it was added.
    public let createdAt: Date
    /// When it was last changed.
    public var updatedAt: Date

    /// Creates a record.
    public init(id: CopyID, titleID: TitleID, copy: Copy, placement: CopyPlacement? = nil, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.titleID = titleID
        self.copy = copy
        self.placement = placement
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// The copy's inventory number.
    public var inventoryNumber: InventoryNumber { copy.inventoryNumber }
}
