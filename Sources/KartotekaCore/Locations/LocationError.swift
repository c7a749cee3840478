/// Why a change to the locations was refused.
public enum LocationError: KartotekaError, Equatable {
    /// No location has this id.
    case locationNotFound(LocationID)

    public var code: String { "location_not_found" }
    public var kind: FailureKind { .notFound }
    public var message: Bilingual {
        switch self {
        case .locationNotFound(let id):
            Bilingual { $0.locationNotFound(id) }
        }
    }
}
