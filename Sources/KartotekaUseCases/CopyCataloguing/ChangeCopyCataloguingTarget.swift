import KartotekaCore
import KartotekaStore

/// Replaces a copy-cataloguing target's fields once they are checked; a password left out keeps
/// the target's, an empty one removes it. Its name may change, to one no other target has.
public struct ChangeCopyCataloguingTarget: UseCase {
    public static let action = "change copy-cataloguing target"
    public static let access = UseCaseAccess.permission(.manageSettings)

    /// The target.
    public let target: CopyCataloguingTargetKey
    /// Its fields as typed: checked in the transaction.
    public let draft: CopyCataloguingTargetDraft

    /// Gives `target` the fields `draft` describes.
    public init(_ target: CopyCataloguingTargetKey, to draft: CopyCataloguingTargetDraft) {
        self.target = target
        self.draft = draft
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> CopyCataloguingTargetRecord {
        let db = transaction.connection
        let current = try target.record(in: db)
        return try db.updateCopyCataloguingTarget(current.id, with: draft.validated(keepingPassword: current.target.password),
                                                  now: transaction.now)
    }

    public func auditSubject(of output: CopyCataloguingTargetRecord) -> String? {
        "copy-cataloguing target \(output.id)"
    }
}
