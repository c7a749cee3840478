/// The results of a stock check, as its act lists them: the copies missing, the copies present
/// on paper (on loan, at the bindery, away at another branch), the copies found that belong
/// elsewhere, and the numbers scanned that no copy has.
public struct StocktakeReport: Sendable, Hashable, Codable {
    /// The check.
    public var record: StocktakeRecord
    /// Expected copies neither scanned nor present on paper, in inventory order.
    public var missing: [StocktakeCopy]
    /// Expected copies not scanned but on loan, at the bindery or away: present on paper.
    public var onPaper: [StocktakeCopy]
    /// Copies scanned that are not among those expected, with why.
    public var elsewhere: [StocktakeCopy]
    /// Numbers scanned that no copy has.
    public var unknown: [String]

    /// Creates the report.
    public init(record: StocktakeRecord, missing: [StocktakeCopy], onPaper: [StocktakeCopy], elsewhere: [StocktakeCopy], unknown: [String]) {
        self.record = record
        self.missing = missing
        self.onPaper = onPaper
        self.elsewhere = elsewhere
        self.unknown = unknown
    }

    /// The missing copies' value.
    public var missingSum: Money { Money(kopecks: missing.reduce(0) { $0 + ($1.price?.kopecks ?? 0) }) }
}
