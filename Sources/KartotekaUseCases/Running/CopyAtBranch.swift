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

/// The use case of a ``CopyAtBranchChange``: the copy and the branch are its input.
public struct AtBranch<Change: CopyAtBranchChange>: UseCase {
    /// The change's name in the audit log.
    public static var action: String { Change.about.action }
    /// Who may run it.
    public static var access: UseCaseAccess { Change.about.access }

    /// The copy.
    public let copy: InventoryNumber
    /// The branch whose desk handles it; `nil`: as the change decides.
    public let branch: BranchCode?

    /// The change of `copy` at `branch`.
    public init(_ copy: InventoryNumber, at branch: BranchCode? = nil) {
        self.copy = copy
        self.branch = branch
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> Change.Output {
        try Change.change(copy, at: branch, in: transaction, by: principal)
    }

    public func auditSubject(of output: Change.Output) -> String? {
        Change.auditSubject(of: copy, after: output)
    }
}
