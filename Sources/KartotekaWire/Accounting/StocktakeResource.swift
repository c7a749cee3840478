import KartotekaCore

/// A stock check as the API shows it: what it covers and how far it got.
public struct StocktakeResource: Codable, Sendable, Hashable {
    /// Its number, which its act bears.
    public var id: Int64
    /// The branch whose fund it covers.
    public var branch: String?
    public var storagePlace: String?
    public var inventoryFrom: String?
    public var inventoryTo: String?
    /// `YYYY-MM-DD`.
    public var startedOn: String
    public var startedBy: String?
    /// The day it ended, written into each copy it checked; absent while it goes on.
    public var finishedOn: String?
    public var finishedBy: String?
    /// Copies of the fund it covers.
    public var expected: Int
    /// Expected copies scanned.
    public var counted: Int
    /// Expected copies not scanned but on loan, at the bindery or away at another branch.
    public var onPaper: Int
    /// Expected copies neither scanned nor on paper.
    public var missing: Int
    /// Copies scanned that belong elsewhere.
    public var elsewhere: Int
    /// Numbers scanned that no copy has.
    public var unknown: Int

    /// The resource for a check.
    public init(_ record: StocktakeRecord) {
        id = record.id.rawValue
        branch = record.scope.branch?.rawValue
        storagePlace = record.scope.storagePlace
        inventoryFrom = record.scope.inventoryFrom?.rawValue
        inventoryTo = record.scope.inventoryTo?.rawValue
        startedOn = record.startedOn.isoText
        startedBy = record.startedBy
        finishedOn = record.finishedOn?.isoText
        finishedBy = record.finishedBy
        expected = record.expected
        counted = record.counted
        onPaper = record.onPaper
        missing = record.missing
        elsewhere = record.elsewhere
        unknown = record.unknown
    }
}
