/// Why a change to the locations was refused.
public enum LocationError: KartotekaError, Equatable {
    /// No location has this id.
    case locationNotFound(LocationID)
    /// The location shows a branch and follows it: it is changed, or removed, through the branch.
    case locationShowsBranch(LocationID, BranchCode)

    public var code: String {
        switch self {
        case .locationNotFound: "location_not_found"
        case .locationShowsBranch: "location_shows_branch"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .locationNotFound: .notFound
        case .locationShowsBranch: .conflict
        }
    }

    public var message: Bilingual {
        switch self {
        case .locationNotFound(let id):
            Bilingual { $0.locationNotFound(id) }
        case .locationShowsBranch(let id, let code):
            Bilingual { $0.locationShowsBranch(id, code) }
        }
    }
}
