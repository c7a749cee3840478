/// Why a copy scanned in a stock check is not one of those it expects.
public enum StocktakeMismatch: Sendable, Hashable, Codable {
    /// It belongs to another branch's fund.
    case anotherBranch(BranchCode)
    /// It is kept at another storage place.
    case anotherPlace(String)
    /// Its number is outside the range checked.
    case outsideRange
    /// It was written off.
    case writtenOff
    /// It was catalogued after the check began.
    case addedLater

    /// What people read.
    public var message: Bilingual {
        switch self {
        case .anotherBranch(let code): Bilingual { $0.belongsToAnotherBranch(code) }
        case .anotherPlace(let place): Bilingual { $0.keptAtAnotherPlace(place) }
        case .outsideRange: Bilingual { $0.outsideTheRange }
        case .writtenOff: Bilingual { $0.wasWrittenOff }
        case .addedLater: Bilingual { $0.catalogedAfterTheStart }
        }
    }

    /// Its kind, by the code the API writes.
    public var kind: StocktakeMismatchKind {
        switch self {
        case .anotherBranch: .anotherBranch
        case .anotherPlace: .anotherPlace
        case .outsideRange: .outsideRange
        case .writtenOff: .writtenOff
        case .addedLater: .addedLater
        }
    }
}
