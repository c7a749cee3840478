/// A candidate match of a list entry and a catalogued title, side by side, with where it stands.
public struct ListMatchRecord: Sendable, Hashable, Codable {
    /// The match's id.
    public var id: Int64
    /// The list.
    public var kind: BannedListKind
    /// The entry's number in the list.
    public var entryNumber: Int
    /// The entry's text.
    public var entryText: String
    /// The title (`nil` once it has left the catalogue).
    public var titleID: TitleID?
    /// The title's short description.
    public var titleDescription: String
    /// What the match rests on.
    public var basis: ListMatchBasis
    /// Where it stands.
    public var state: ListMatchState
    /// The day a check found it.
    public var foundOn: Day
    /// Who decided it.
    public var decidedBy: String?
    /// The day it was decided.
    public var decidedOn: Day?
    /// The title's copies still in the fund (not written off).
    public var copies: [InventoryNumber]

    /// A match as stored.
    public init(id: Int64, kind: BannedListKind, entryNumber: Int, entryText: String, titleID: TitleID?, titleDescription: String,
                basis: ListMatchBasis, state: ListMatchState, foundOn: Day, decidedBy: String?, decidedOn: Day?, copies: [InventoryNumber]) {
        self.id = id
        self.kind = kind
        self.entryNumber = entryNumber
        self.entryText = entryText
        self.titleID = titleID
        self.titleDescription = titleDescription
        self.basis = basis
        self.state = state
        self.foundOn = foundOn
        self.decidedBy = decidedBy
        self.decidedOn = decidedOn
        self.copies = copies
    }
}
