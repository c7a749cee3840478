import KartotekaCore
import KartotekaStore

/// Replaces a copy-cataloguing target's fields once they are checked; a password left out keeps
/// the target's, an empty one removes it. Its name may change, to one no other target has.
public typealias ChangeCopyCataloguingTarget = Edit<ChangeCopyCataloguingTargetChange>

/// What ``ChangeCopyCataloguingTarget`` does.
public enum ChangeCopyCataloguingTargetChange: KeyedEdit {
    public static let about = UseCaseAbout("change copy-cataloguing target", .permission(.manageSettings))

    public static func change(_ target: CopyCataloguingTargetKey, to draft: CopyCataloguingTargetDraft, in transaction: StoreTransaction,
                              by principal: Principal) throws -> CopyCataloguingTargetRecord {
        let db = transaction.connection
        let current = try target.record(in: db)
        return try db.updateCopyCataloguingTarget(current.id, with: draft.validated(keepingPassword: current.target.password),
                                                  now: transaction.now)
    }

    public static func auditSubject(of target: CopyCataloguingTargetKey, to draft: CopyCataloguingTargetDraft, after output: CopyCataloguingTargetRecord) -> String? {
        "copy-cataloguing target \(output.id)"
    }
}
