import KartotekaCore

/// A principal asked for a use case its access does not admit.
public struct UseCaseRefusal: KartotekaError, Equatable {
    /// The use case's name in the audit log.
    public let action: String

    /// A refusal of `action`.
    public init(action: String) {
        self.action = action
    }

    public var code: String { "not_allowed" }
    public var kind: FailureKind { .forbidden }
    public var message: Bilingual { Bilingual { $0.useCaseNotAllowed } }
}
