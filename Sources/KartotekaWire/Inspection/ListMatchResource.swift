import KartotekaValues

extension ListMatchResource: SchemaDescribed {
    public static let schema = Schema<ListMatchResource>.resource(
        "ListMatch", "A candidate match: the list entry beside the title and its copies still in the fund.",
        [
            .init("id", \.id, .id), .init("kind", \.kind, .string(values: BannedListKind.allCases.map(\.rawValue))),
            .init("entryNumber", \.entryNumber), .init("entryText", \.entryText), .init("titleId", \.titleId),
            .init("titleDescription", \.titleDescription), .init("basis", \.basis, .string(values: ["isbn", "title"])),
            .init("state", \.state, .string(values: ListMatchState.allCases.map(\.rawValue))), .init("foundOn", \.foundOn, .date()),
            .init("decidedBy", \.decidedBy), .init("decidedOn", \.decidedOn), .init("copies", \.copies),
            .init("struck", \.struck, "Whether the list's newest version no longer has the entry (struck out of it): the match then "
                  + "bans nothing, holds no 18+ mark and puts no copy on the list for withdrawal."),
        ])
}
