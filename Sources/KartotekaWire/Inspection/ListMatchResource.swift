import KartotekaValues

/// A candidate match as the API shows it: the list entry beside the title and its copies.
public struct ListMatchResource: Codable, Sendable, Hashable {
    public var id: Int64 = 0
    public var kind: String = ""
    public var entryNumber: Int = 0
    public var entryText: String = ""
    public var titleId: Int64?
    public var titleDescription: String = ""
    /// `isbn` or `title`.
    public var basis: String = ""
    /// `candidate`, `confirmed` or `rejected`.
    public var state: String = ""
    public var foundOn: String = ""
    public var decidedBy: String?
    public var decidedOn: String?
    public var copies: [String] = []

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension ListMatchResource: SchemaDescribed {
    public static let schema = Schema<ListMatchResource>.resource(
        "ListMatch", "A candidate match: the list entry beside the title and its copies still in the fund.",
        [
            .init("id", \.id, .id), .init("kind", \.kind, .string(values: BannedListKind.allCases.map(\.rawValue))),
            .init("entryNumber", \.entryNumber), .init("entryText", \.entryText), .init("titleId", \.titleId),
            .init("titleDescription", \.titleDescription), .init("basis", \.basis, .string(values: ["isbn", "title"])),
            .init("state", \.state, .string(values: ListMatchState.allCases.map(\.rawValue))), .init("foundOn", \.foundOn, .date()),
            .init("decidedBy", \.decidedBy), .init("decidedOn", \.decidedOn), .init("copies", \.copies),
        ])
}
