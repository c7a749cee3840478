import KartotekaCore
import KartotekaStore

/// Adds a catalogue to copy records from — typed in, or a known public one — once its fields are
/// checked (all problems at once); refused when another target has its name.
public struct AddCopyCataloguingTarget: UseCase {
    public static let action = "add copy-cataloguing target"
    public static let access = UseCaseAccess.permission(.manageSettings)

    /// The target as typed: checked in the transaction.
    public let draft: CopyCataloguingTargetDraft

    /// Adds the target `draft` describes.
    public init(_ draft: CopyCataloguingTargetDraft) {
        self.draft = draft
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> CopyCataloguingTargetRecord {
        try transaction.connection.addCopyCataloguingTarget(draft.validated(), now: transaction.now)
    }

    public func auditSubject(of output: CopyCataloguingTargetRecord) -> String? {
        "copy-cataloguing target \(output.id)"
    }
}
