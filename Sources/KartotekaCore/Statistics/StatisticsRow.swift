/// One line of a breakdown: a branch, a class, a category or a section, with its figures.
public struct StatisticsRow: Sendable, Hashable, Codable {
    /// What the line is: a branch's code, a class (`5А`), a category, or a section's code; empty
    /// for what has none (a reader without a class or category, a loan whose copy is gone).
    public var key: String
    /// A branch's name; `nil` for the other breakdowns.
    public var name: String?
    /// The line's figures.
    public var figures: StatisticsFigures
    /// The line's fund (a branch's own copies, a section's), as the book of summary accounting
    /// counts it; `nil` where the breakdown cannot tell (by class, by category).
    public var fund: KSUMovementLine?

    /// Creates a line.
    public init(key: String, name: String? = nil, figures: StatisticsFigures, fund: KSUMovementLine? = nil) {
        self.key = key
        self.name = name
        self.figures = figures
        self.fund = fund
    }
}
