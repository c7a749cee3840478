import KartotekaCore
import KartotekaStore

/// Adds a catalogue to copy records from — typed in, or a known public one — once its fields are
/// checked (all problems at once); refused when another target has its name.
public typealias AddCopyCataloguingTarget = SingleInput<AddCopyCataloguingTargetChange>

/// What ``AddCopyCataloguingTarget`` does.
public enum AddCopyCataloguingTargetChange: SingleInputChange {
    public static let about = UseCaseAbout("add copy-cataloguing target", .permission(.manageSettings))

    public static func change(_ draft: CopyCataloguingTargetDraft, in transaction: StoreTransaction, by principal: Principal) throws -> CopyCataloguingTargetRecord {
        try transaction.connection.addCopyCataloguingTarget(draft.validated(), now: transaction.now)
    }

    public static func auditSubject(of draft: CopyCataloguingTargetDraft, after output: CopyCataloguingTargetRecord) -> String? {
        "copy-cataloguing target \(output.id)"
    }
}
