import KartotekaCore

/// The catalogues of other libraries that records are copied from (Z39.50 and SRU targets).
/// Every method is one transaction.
public protocol CopyCataloguingStore: Sendable {
    /// Every target, in their order, then by name.
    func copyCataloguingTargets() throws -> [CopyCataloguingTargetRecord]
    /// One target; throws ``CopyCataloguingError/targetNotFound(_:)``.
    func copyCataloguingTarget(_ id: CopyCataloguingTargetID) throws -> CopyCataloguingTargetRecord
    /// The target with this name; throws ``CopyCataloguingError/targetNotFound(_:)``.
    func copyCataloguingTarget(named name: String) throws -> CopyCataloguingTargetRecord
    /// Adds a target; throws ``CopyCataloguingError/targetNameTaken(_:)``.
    func addCopyCataloguingTarget(_ target: CopyCataloguingTarget) throws -> CopyCataloguingTargetRecord
    /// Replaces a target's fields, its name and password too.
    func updateCopyCataloguingTarget(_ id: CopyCataloguingTargetID, with target: CopyCataloguingTarget) throws -> CopyCataloguingTargetRecord
    /// Removes a target.
    func deleteCopyCataloguingTarget(_ id: CopyCataloguingTargetID) throws
}
