import KartotekaValues

/// A row of the journal of checks as the API shows it.
public struct ListCheckResource: Codable, Sendable, Hashable {
    public var id: Int64 = 0
    public var checkedOn: String = ""
    public var kind: String = ""
    public var version = ListVersionResource()
    /// `fund` or `receipts`.
    public var scope: String = ""
    public var titlesChecked: Int = 0
    public var found: Int = 0
    public var newCandidates: Int = 0
    public var foundEntries: [Int] = []
    public var foundCopies: [String] = []
    public var action: String = ""
    public var commission: [String] = []
    public var checkedBy: String?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension ListCheckResource: SchemaDescribed {
    public static let schema = Schema<ListCheckResource>.resource(
        "ListCheck", "A row of the journal of checks; its id is its act's number.",
        [
            .init("id", \.id, .id), .init("checkedOn", \.checkedOn, .date()),
            .init("kind", \.kind, .string(values: BannedListKind.allCases.map(\.rawValue))), .init("version", \.version),
            .init("scope", \.scope, .string(values: ["fund", "receipts"])), .init("titlesChecked", \.titlesChecked, .count),
            .init("found", \.found, .count), .init("newCandidates", \.newCandidates, .count), .init("foundEntries", \.foundEntries),
            .init("foundCopies", \.foundCopies), .init("action", \.action, "The numbers of the acts of write-off that withdrew what it found."),
            .init("commission", \.commission), .init("checkedBy", \.checkedBy),
        ])
}
