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
    /// The day of the last stock check that found it (IRBIS 910^S).
    public var checkedOn: Day?
    /// The act that wrote it off, when it was.
    public var writeOff: CopyWriteOff?

    /// Creates a record.
    public init(id: CopyID, titleID: TitleID, copy: Copy, placement: CopyPlacement? = nil, createdAt: Date, updatedAt: Date,
                checkedOn: Day? = nil, writeOff: CopyWriteOff? = nil) {
        self.id = id
        self.titleID = titleID
        self.copy = copy
        self.placement = placement
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.checkedOn = checkedOn
        self.writeOff = writeOff
    }

    /// The copy's inventory number.
    public var inventoryNumber: InventoryNumber { copy.inventoryNumber }
}
