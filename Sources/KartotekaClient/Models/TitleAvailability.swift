/// Which titles a list shows, by the state of their copies.
public enum TitleAvailability: String, Sendable, Hashable, CaseIterable {
    /// Every title.
    case all
    /// Titles with a copy on the shelf.
    case available
    /// Titles with a copy on loan.
    case onLoan = "on_loan"
    /// Titles with a copy overdue.
    case overdue
}
