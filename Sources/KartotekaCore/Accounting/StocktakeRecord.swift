import Foundation

/// A stock check (проверка фонда): what it covers, when it began and ended, and how far it got —
/// the copies expected, those counted on the shelves, those present on paper (on loan, at the
/// bindery, away at another branch), those found that belong elsewhere, and numbers nobody knows.
public struct StocktakeRecord: Sendable, Hashable, Codable {
    /// Its id, the number of its act.
    public let id: StocktakeID
    /// What it covers.
    public var scope: StocktakeScope
    /// The day it began.
    public var startedOn: Day
    /// Who began it (`nil`: the command line).
    public var startedBy: String?
    /// The day it ended, written into each copy it checked; `nil` while it goes on.
    public var finishedOn: Day?
    /// Who ended it.
    public var finishedBy: String?
    /// The copies of the fund it covers as it began (not written off).
    public var expected: Int
    /// Expected copies scanned.
    public var counted: Int
    /// Expected copies not scanned but present on paper: on loan, at the bindery, away.
    public var onPaper: Int
    /// Copies scanned that belong elsewhere (another branch or place, outside the range, written off).
    public var elsewhere: Int
    /// Scanned numbers of no copy.
    public var unknown: Int

    /// Creates a record.
    public init(id: StocktakeID, scope: StocktakeScope, startedOn: Day, startedBy: String?, finishedOn: Day?, finishedBy: String?,
                expected: Int, counted: Int, onPaper: Int, elsewhere: Int, unknown: Int) {
        self.id = id
        self.scope = scope
        self.startedOn = startedOn
        self.startedBy = startedBy
        self.finishedOn = finishedOn
        self.finishedBy = finishedBy
        self.expected = expected
        self.counted = counted
        self.onPaper = onPaper
        self.elsewhere = elsewhere
        self.unknown = unknown
    }

    /// Whether it is still going on.
    public var isOpen: Bool { finishedOn == nil }

    /// Expected copies neither counted nor present on paper: missing, if the check ended now.
    public var missing: Int { max(0, expected - counted - onPaper) }
}
