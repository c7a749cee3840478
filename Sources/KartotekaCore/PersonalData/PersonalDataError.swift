/// Why a step with readers' personal data cannot go on as asked.
public enum PersonalDataError: KartotekaError, Equatable {
    /// A child under 14 cannot sign the consent themselves: a parent or legal representative signs.
    case representativeNeeded(age: Int)
    /// No such act of destruction.
    case actNotFound(Int64)

    public var code: String {
        switch self {
        case .representativeNeeded: "consent_representative_needed"
        case .actNotFound: "destruction_act_not_found"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .representativeNeeded: .invalidInput
        case .actNotFound: .notFound
        }
    }

    public var message: Bilingual {
        switch self {
        case .representativeNeeded(let age): Bilingual { $0.consentRepresentativeNeeded(age: age) }
        case .actNotFound(let id): Bilingual { $0.destructionActNotFound(id) }
        }
    }
}
