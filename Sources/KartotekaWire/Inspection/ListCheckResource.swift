import KartotekaCore

/// A row of the journal of checks as the API shows it.
public struct ListCheckResource: Codable, Sendable, Hashable {
    public var id: Int64
    public var checkedOn: String
    public var kind: String
    public var version: ListVersionResource
    /// `fund` or `receipts`.
    public var scope: String
    public var titlesChecked: Int
    public var found: Int
    public var newCandidates: Int
    public var foundEntries: [Int]
    public var foundCopies: [String]
    public var action: String
    public var commission: [String]
    public var checkedBy: String?

    /// The resource for a check.
    public init(_ check: ListCheckRecord) {
        id = check.id
        checkedOn = check.checkedOn.isoText
        kind = check.kind.rawValue
        version = ListVersionResource(check.version)
        scope = check.scope.rawValue
        titlesChecked = check.titlesChecked
        found = check.found
        newCandidates = check.newCandidates
        foundEntries = check.foundEntries
        foundCopies = check.foundCopies
        action = check.action
        commission = check.commission
        checkedBy = check.checkedBy
    }
}
