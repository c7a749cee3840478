import KartotekaCore
import KartotekaStore

/// What a use case that handles a copy at a branch's desk does — take it back, receive it from
/// a journey — written as a caseless enum; ``AtBranch`` makes the use case of it
/// (`ReturnCopy(copy, at: branch)`), as ``SingleInput`` does for a ``SingleInputChange``.
public protocol CopyAtBranchChange: Sendable {
    /// What the change returns.
    associatedtype Output: Sendable

    /// The use case's name in the audit log and who may run it.
    static var about: UseCaseAbout { get }

    /// Does it, inside the transaction, as `principal`, to `copy` at `branch` (`nil`: as the
    /// change decides, the principal's desk first).
    static func change(_ copy: InventoryNumber, at branch: BranchCode?, in transaction: StoreTransaction,
                       by principal: Principal) throws -> Output

    /// What the audit line says it was done to.
    static func auditSubject(of copy: InventoryNumber, after output: Output) -> String?
}

extension AtBranch {
    /// The change's name in the audit log.
    public static var action: String { Change.about.action }
    /// Who may run it.
    public static var access: UseCaseAccess { Change.about.access }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> Change.Output {
        try Change.change(copy, at: branch, in: transaction, by: principal)
    }

    public func auditSubject(of output: Change.Output) -> String? {
        Change.auditSubject(of: copy, after: output)
    }
}
