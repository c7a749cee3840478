import KartotekaCore

extension BannedListKind: PathValue {
    init?(pathSegment: String) {
        self.init(named: pathSegment)
    }
}

/// The path and query parameters of the lists the fund is checked against.
enum ListParameters {
    /// The list, in a path.
    static let kind = PathParameter<BannedListKind>(
        "kind", schema: OpenAPISchema.string(values: BannedListKind.allCases.map(\.rawValue)),
        description: "The list: `extremist` (the Federal list of extremist materials), `foreign_agents` or `drug_marking`.",
        example: "extremist")
    /// A candidate match's id.
    static let matchID = PathParameter<RowID<ListMatchRecord>>("id", schema: OpenAPISchema.id, description: "The match's id.", example: 1)
    /// A check's id (its act's number).
    static let checkID = PathParameter<RowID<ListCheckRecord>>("id", schema: OpenAPISchema.id, description: "The check's id.", example: 1)
    /// The file's name, as the import keeps it.
    static let fileName = QueryParameter<String>(
        "fileName", schema: OpenAPISchema.string(maxLength: 200), description: "The file's name, kept with the version.") {
        $0.count <= 200 ? $0 : nil
    }
    /// The state of the matches asked for.
    static let state = QueryParameter<ListMatchState>(
        "state", schema: OpenAPISchema.string(values: ListMatchState.allCases.map(\.rawValue)),
        description: "Only the matches in this state; `candidate` when left out.") { ListMatchState(rawValue: $0) }
    /// The list asked for.
    static let list = QueryParameter<BannedListKind>(
        "kind", schema: OpenAPISchema.string(values: BannedListKind.allCases.map(\.rawValue)),
        description: "Only this list's.") { BannedListKind(named: $0) }
}
