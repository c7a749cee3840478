import KartotekaCore
import KartotekaStore

/// Removes a copy-cataloguing target.
public struct DeleteCopyCataloguingTarget: UseCase {
    public static let action = "delete copy-cataloguing target"
    public static let access = UseCaseAccess.permission(.manageSettings)

    /// The target.
    public let target: CopyCataloguingTargetKey

    /// Removes `target`.
    public init(_ target: CopyCataloguingTargetKey) {
        self.target = target
    }

    /// Returns the id the target had.
    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> CopyCataloguingTargetID {
        let db = transaction.connection
        let id = try target.record(in: db).id
        try db.deleteCopyCataloguingTarget(id)
        return id
    }

    public func auditSubject(of output: CopyCataloguingTargetID) -> String? {
        "copy-cataloguing target \(output)"
    }
}
