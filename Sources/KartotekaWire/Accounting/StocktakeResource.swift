import KartotekaValues

/// A stock check as the API shows it: what it covers and how far it got.
public struct StocktakeResource: Codable, Sendable, Hashable {
    /// Its number, which its act bears.
    public var id: Int64 = 0
    /// The branch whose fund it covers.
    public var branch: String?
    public var storagePlace: String?
    public var inventoryFrom: String?
    public var inventoryTo: String?
    /// `YYYY-MM-DD`.
    public var startedOn: String = ""
    public var startedBy: String?
    /// The day it ended, written into each copy it checked; absent while it goes on.
    public var finishedOn: String?
    public var finishedBy: String?
    /// Copies of the fund it covers.
    public var expected: Int = 0
    /// Expected copies scanned.
    public var counted: Int = 0
    /// Expected copies not scanned but on loan, at the bindery or away at another branch.
    public var onPaper: Int = 0
    /// Expected copies neither scanned nor on paper.
    public var missing: Int = 0
    /// Copies scanned that belong elsewhere.
    public var elsewhere: Int = 0
    /// Numbers scanned that no copy has.
    public var unknown: Int = 0

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension StocktakeResource: SchemaDescribed {
    public static let schema = Schema<StocktakeResource>.resource(
        "Stocktake", "A stock check: what it covers and how far it got.",
        [
            .init("id", \.id, .id), .init("branch", \.branch), .init("storagePlace", \.storagePlace),
            .init("inventoryFrom", \.inventoryFrom), .init("inventoryTo", \.inventoryTo), .init("startedOn", \.startedOn, .date()),
            .init("startedBy", \.startedBy), .init("finishedOn", \.finishedOn, .date()), .init("finishedBy", \.finishedBy),
            .init("expected", \.expected, .count), .init("counted", \.counted, .count),
            .init("onPaper", \.onPaper, .integer("Expected copies not scanned but on loan, at the bindery or away at another branch.",
                                                 minimum: 0)),
            .init("missing", \.missing, .count), .init("elsewhere", \.elsewhere, .count), .init("unknown", \.unknown, .count),
        ])

    /// One page of stock checks.
    public static let page = Schema<PageResource<StocktakeResource>>.page("StocktakePage", of: schema)
}
