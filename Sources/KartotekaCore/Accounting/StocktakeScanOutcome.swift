/// What one scanned number meant to a stock check.
public enum StocktakeScanOutcome: Sendable, Hashable, Codable {
    /// An expected copy, counted now.
    case counted
    /// An expected copy counted already (by this desk or another).
    case alreadyCounted
    /// A copy that belongs elsewhere, noted.
    case elsewhere(StocktakeMismatch)
    /// No copy has this number; noted.
    case unknown

    /// A short code for scripts: `counted`, `already_counted`, `elsewhere`, `unknown`.
    public var code: String {
        switch self {
        case .counted: "counted"
        case .alreadyCounted: "already_counted"
        case .elsewhere: "elsewhere"
        case .unknown: "unknown"
        }
    }
}
