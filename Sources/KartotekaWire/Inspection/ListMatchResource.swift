import KartotekaCore

/// A candidate match as the API shows it: the list entry beside the title and its copies.
public struct ListMatchResource: Codable, Sendable, Hashable {
    public var id: Int64
    public var kind: String
    public var entryNumber: Int
    public var entryText: String
    public var titleId: Int64?
    public var titleDescription: String
    /// `isbn` or `title`.
    public var basis: String
    /// `candidate`, `confirmed` or `rejected`.
    public var state: String
    public var foundOn: String
    public var decidedBy: String?
    public var decidedOn: String?
    public var copies: [String]

    /// The resource for a match.
    public init(_ match: ListMatchRecord) {
        id = match.id
        kind = match.kind.rawValue
        entryNumber = match.entryNumber
        entryText = match.entryText
        titleId = match.titleID?.rawValue
        titleDescription = match.titleDescription
        basis = match.basis.rawValue
        state = match.state.rawValue
        foundOn = match.foundOn.isoText
        decidedBy = match.decidedBy
        decidedOn = match.decidedOn?.isoText
        copies = match.copies.map(\.rawValue)
    }
}
