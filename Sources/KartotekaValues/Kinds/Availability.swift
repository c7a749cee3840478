/// Which copies a catalogue list should show.
public enum Availability: String, Sendable, Hashable, Codable, CaseIterable {
    /// Every title.
    case all
    /// Titles with a copy on the shelf.
    case available
    /// Titles with a copy on loan.
    case onLoan = "on_loan"
    /// Titles with a copy on loan past its due day.
    case overdue
}
