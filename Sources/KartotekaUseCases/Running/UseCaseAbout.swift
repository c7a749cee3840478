/// A use case's name in the audit log, who may run it, and, where its audit line names its input
/// (``SingleInputChange``, ``KeyedEdit``), the noun before it (`branch` in `branch 02`).
public struct UseCaseAbout: Sendable {
    /// The name in the audit log: `delete branch`.
    public let action: String
    /// Who may run it.
    public let access: UseCaseAccess
    /// The noun before the input in the audit line, or `nil` when the line is written otherwise.
    public let subject: String?

    /// `action`, run with `access`, its audit line naming `subject` and the input.
    public init(_ action: String, _ access: UseCaseAccess, subject: String? = nil) {
        self.action = action
        self.access = access
        self.subject = subject
    }
}
