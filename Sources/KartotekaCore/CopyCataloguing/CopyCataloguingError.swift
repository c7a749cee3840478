/// Why something about copy-cataloguing targets, or a search of them, cannot be done.
public enum CopyCataloguingError: KartotekaError, Equatable {
    /// No target has this name (or id, as typed).
    case targetNotFound(String)
    /// Another target has this name.
    case targetNameTaken(String)
    /// No preset has this key.
    case presetNotFound(String)
    /// A search was asked of no target: none is enabled, or none of those named.
    case noTargets
    /// The target has no record with this id (any more).
    case recordNotFound(target: String, id: String)

    public var code: String {
        switch self {
        case .targetNotFound: "copycat_target_not_found"
        case .targetNameTaken: "copycat_target_name_taken"
        case .presetNotFound: "copycat_preset_not_found"
        case .noTargets: "copycat_no_targets"
        case .recordNotFound: "copycat_record_not_found"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .targetNotFound, .presetNotFound, .recordNotFound: .notFound
        case .targetNameTaken: .conflict
        case .noTargets: .invalidInput
        }
    }

    public var message: Bilingual {
        switch self {
        case .targetNotFound(let name): Bilingual { $0.targetNotFound(name) }
        case .targetNameTaken(let name): Bilingual { $0.targetNameTaken(name) }
        case .presetNotFound(let key): Bilingual { $0.presetNotFound(key) }
        case .noTargets: Bilingual { $0.noTargetsToSearch }
        case .recordNotFound(let target, let id): Bilingual { $0.copiedRecordNotFound(target: target, id: id) }
        }
    }
}
