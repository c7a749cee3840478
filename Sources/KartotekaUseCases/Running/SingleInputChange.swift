import KartotekaCore
import KartotekaStore

/// What a use case whose input is one value does — the key of what it changes (delete a branch,
/// lift a block, retry a notice) or what it adds (add a branch, register a reader) — written as
/// a caseless enum; ``SingleInput`` makes the use case of it, so the enum says only what is its
/// own: its name, access and audit noun (``about``), and the change.
///
///     /// Removes a branch nothing belongs to any more.
///     public typealias DeleteBranch = SingleInput<DeleteBranchChange>
///
///     /// What ``DeleteBranch`` does.
///     public enum DeleteBranchChange: SingleInputChange {
///         public static let about = UseCaseAbout("delete branch", .permission(.manageSettings), subject: "branch")
///
///         public static func change(_ code: BranchCode, in transaction: StoreTransaction, by principal: Principal) throws {
///             try transaction.connection.deleteBranch(code)
///         }
///     }
///
/// `DeleteBranch(code)` is then run as any use case is. A use case of its own type (``UseCase``)
/// is as good, and the way for an input of several values.
public protocol SingleInputChange: Sendable {
    /// The input: a branch code, a ticket, a row's id, a draft.
    associatedtype Input: Sendable
    /// What the change returns.
    associatedtype Output: Sendable

    /// The use case's name in the audit log, who may run it, and the noun its audit line names.
    static var about: UseCaseAbout { get }

    /// Does it, inside the transaction, as `principal`, with `input`.
    static func change(_ input: Input, in transaction: StoreTransaction, by principal: Principal) throws -> Output

    /// What the audit line says it was done to; by default the noun of ``about`` and the input
    /// (`branch 02`), or `nil` when there is no noun.
    static func auditSubject(of input: Input, after output: Output) -> String?
}

extension SingleInputChange {
    /// The noun of ``about`` and the input: `branch 02`.
    public static func auditSubject(of input: Input, after output: Output) -> String? {
        about.subject.map { "\($0) \(input)" }
    }
}

extension SingleInput {
    /// The change's name in the audit log.
    public static var action: String { Change.about.action }
    /// Who may run it.
    public static var access: UseCaseAccess { Change.about.access }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> Change.Output {
        try Change.change(input, in: transaction, by: principal)
    }

    public func auditSubject(of output: Change.Output) -> String? {
        Change.auditSubject(of: input, after: output)
    }
}
