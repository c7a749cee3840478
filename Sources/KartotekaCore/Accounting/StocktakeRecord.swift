import Foundation

extension StocktakeRecord {
    /// Whether it is still going on.
    public var isOpen: Bool { finishedOn == nil }

    /// Expected copies neither counted nor present on paper: missing, if the check ended now.
    public var missing: Int { max(0, expected - counted - onPaper) }
}
