import KartotekaCore

/// An imported version of a list as the API shows it.
public struct ListVersionResource: Codable, Sendable, Hashable {
    public var id: Int64
    /// `extremist`, `foreign_agents` or `drug_marking`.
    public var kind: String
    /// `2026-12-05`.
    public var importedOn: String
    public var importedBy: String?
    public var fileName: String
    public var entryCount: Int
    public var firstNumber: Int
    public var lastNumber: Int
    public var added: Int
    public var changed: Int
    public var removed: Int

    /// The resource for a version.
    public init(_ version: ListVersionRecord) {
        id = version.id
        kind = version.kind.rawValue
        importedOn = version.importedOn.isoText
        importedBy = version.importedBy
        fileName = version.fileName
        entryCount = version.entryCount
        firstNumber = version.firstNumber
        lastNumber = version.lastNumber
        added = version.added
        changed = version.changed
        removed = version.removed
    }
}
