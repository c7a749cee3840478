/// A row of the journal of checks (журнал сверки): the day, the list's version and the entries
/// checked (from № … to № …), what was checked, what was found, what was done, the commission.
public struct ListCheckRecord: Sendable, Hashable, Codable {
    /// The check's id, which is also its act's number.
    public var id: Int64
    /// The day of the check.
    public var checkedOn: Day
    /// The list.
    public var kind: BannedListKind
    /// The version checked against.
    public var version: ListVersionRecord
    /// What was checked.
    public var scope: ListCheckScope
    /// How many titles were checked.
    public var titlesChecked: Int
    /// The matches found (candidates and confirmed), entry numbers and copies.
    public var found: Int
    /// Candidates new to this check (the rest were decided or asked before).
    public var newCandidates: Int
    /// The entry numbers found.
    public var foundEntries: [Int]
    /// The inventory numbers of the copies found.
    public var foundCopies: [String]
    /// The numbers of the acts of write-off that withdrew what it found, `;` between them; empty until one does.
    public var action: String
    /// The commission, one member a line.
    public var commission: [String]
    /// Who ran it (`nil`: the command line).
    public var checkedBy: String?

    /// A journal row as stored.
    public init(id: Int64, checkedOn: Day, kind: BannedListKind, version: ListVersionRecord, scope: ListCheckScope, titlesChecked: Int,
                found: Int, newCandidates: Int, foundEntries: [Int], foundCopies: [String], action: String, commission: [String],
                checkedBy: String?) {
        self.id = id
        self.checkedOn = checkedOn
        self.kind = kind
        self.version = version
        self.scope = scope
        self.titlesChecked = titlesChecked
        self.found = found
        self.newCandidates = newCandidates
        self.foundEntries = foundEntries
        self.foundCopies = foundCopies
        self.action = action
        self.commission = commission
        self.checkedBy = checkedBy
    }
}
