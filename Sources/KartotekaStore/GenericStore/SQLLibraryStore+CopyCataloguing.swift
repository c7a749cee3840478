import KartotekaCore

extension SQLLibraryStore {
    public func copyCataloguingTargets() throws -> [CopyCataloguingTargetRecord] {
        try read { db in try db.copyCataloguingTargets() }
    }

    public func copyCataloguingTarget(_ id: CopyCataloguingTargetID) throws -> CopyCataloguingTargetRecord {
        try read { db in try db.copyCataloguingTarget(id) }
    }

    public func copyCataloguingTarget(named name: String) throws -> CopyCataloguingTargetRecord {
        try read { db in try db.copyCataloguingTarget(named: name) }
    }

    public func addCopyCataloguingTarget(_ target: CopyCataloguingTarget) throws -> CopyCataloguingTargetRecord {
        try write { db in try db.addCopyCataloguingTarget(target, now: nowSeconds) }
    }

    public func updateCopyCataloguingTarget(_ id: CopyCataloguingTargetID, with target: CopyCataloguingTarget) throws
        -> CopyCataloguingTargetRecord {
        try write { db in try db.updateCopyCataloguingTarget(id, with: target, now: nowSeconds) }
    }

    public func deleteCopyCataloguingTarget(_ id: CopyCataloguingTargetID) throws {
        try write { db in try db.deleteCopyCataloguingTarget(id) }
    }
}
