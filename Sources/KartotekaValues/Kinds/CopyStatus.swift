/// Where a physical copy stands.
public enum CopyStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// On the shelf, can be lent.
    case available
    /// Lent to a reader (set and cleared by lending and returning).
    case onLoan = "on_loan"
    /// Lost.
    case lost
    /// Written off.
    case writtenOff = "written_off"
    /// At the bindery.
    case bindery
}
