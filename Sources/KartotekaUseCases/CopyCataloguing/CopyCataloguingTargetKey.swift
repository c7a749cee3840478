import KartotekaCore
import KartotekaStore

/// How a copy-cataloguing target is named: by its id (the pages, the API) or by its name (the
/// command line).
public enum CopyCataloguingTargetKey: Sendable, Hashable {
    /// The target with this id.
    case id(CopyCataloguingTargetID)
    /// The target with this name.
    case name(String)

    /// The target, read in the transaction on `db`; throws ``CopyCataloguingError/targetNotFound(_:)``.
    func record(in db: any StoreConnection) throws -> CopyCataloguingTargetRecord {
        switch self {
        case .id(let id): try db.copyCataloguingTarget(id)
        case .name(let name): try db.copyCataloguingTarget(named: name)
        }
    }
}
