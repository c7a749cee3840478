/// Where a candidate match stands: waiting for a person, confirmed, or rejected. A decided pair
/// (list entry, title) is never asked again.
public enum ListMatchState: String, Sendable, Hashable, Codable, CaseIterable {
    /// Found by a check, waiting for a person's decision.
    case candidate
    /// The title is the listed material: the list's action applies.
    case confirmed
    /// The title is not the listed material.
    case rejected
}
