import KartotekaCore
import KartotekaWire

extension ListVersionResource {
    /// The resource for a version.
    public init(_ version: ListVersionRecord) {
        self.init()
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
