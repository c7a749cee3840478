/// Why a copy travels between branches.
public enum TransferReason: String, Sendable, Hashable, Codable, CaseIterable {
    /// Returned at another branch, it goes back to its own.
    case returnToHome = "return_to_home"
    /// Sent by a librarian.
    case manual
    /// Set aside for a hold, it goes to the branch where the reader picks it up.
    case hold
}
