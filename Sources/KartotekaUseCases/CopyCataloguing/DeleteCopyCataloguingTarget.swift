import KartotekaCore
import KartotekaStore

/// Removes a copy-cataloguing target.
public typealias DeleteCopyCataloguingTarget = SingleInput<DeleteCopyCataloguingTargetChange>

/// What ``DeleteCopyCataloguingTarget`` does.
public enum DeleteCopyCataloguingTargetChange: SingleInputChange {
    public static let about = UseCaseAbout("delete copy-cataloguing target", .permission(.manageSettings))

    /// Returns the id the target had.
    public static func change(_ target: CopyCataloguingTargetKey, in transaction: StoreTransaction, by principal: Principal) throws -> CopyCataloguingTargetID {
        let db = transaction.connection
        let id = try target.record(in: db).id
        try db.deleteCopyCataloguingTarget(id)
        return id
    }

    public static func auditSubject(of target: CopyCataloguingTargetKey, after output: CopyCataloguingTargetID) -> String? {
        "copy-cataloguing target \(output)"
    }
}
