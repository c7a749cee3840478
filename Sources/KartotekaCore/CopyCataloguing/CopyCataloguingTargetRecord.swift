import Foundation

/// A stored copy-cataloguing target.
public struct CopyCataloguingTargetRecord: Sendable, Hashable {
    /// Its id.
    public let id: CopyCataloguingTargetID
    /// The target.
    public var target: CopyCataloguingTarget
    /// When it was added.
    public let createdAt: Date
    /// When it was last changed.
    public var updatedAt: Date

    /// Creates a record.
    public init(id: CopyCataloguingTargetID, target: CopyCataloguingTarget, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.target = target
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// Its name.
    public var name: String { target.name }
}
