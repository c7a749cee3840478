import KartotekaCore

extension UseCaseRefusal {
    public var code: String { "not_allowed" }
    public var kind: FailureKind { .forbidden }
    public var message: Bilingual { Bilingual { $0.useCaseNotAllowed } }
}
