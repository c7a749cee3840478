/// The kind of a stock check's mismatch, by the code the API writes.
public enum StocktakeMismatchKind: String, Sendable, Hashable, CaseIterable {
    /// It belongs to another branch's fund.
    case anotherBranch = "another_branch"
    /// It is kept at another storage place.
    case anotherPlace = "another_place"
    /// Its number is outside the range checked.
    case outsideRange = "outside_range"
    /// It was written off.
    case writtenOff = "written_off"
    /// It was catalogued after the check began.
    case addedLater = "added_later"
}
