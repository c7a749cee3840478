import KartotekaValues

extension ListVersionResource: SchemaDescribed {
    public static let schema = Schema<ListVersionResource>.resource(
        "ListVersion", "An imported version of a list: its day, file, entries and what it changed against the version before.",
        [
            .init("id", \.id, .id), .init("kind", \.kind, .string(values: BannedListKind.allCases.map(\.rawValue))),
            .init("importedOn", \.importedOn, .date()), .init("importedBy", \.importedBy), .init("fileName", \.fileName),
            .init("entryCount", \.entryCount, .count), .init("firstNumber", \.firstNumber), .init("lastNumber", \.lastNumber),
            .init("added", \.added, .count), .init("changed", \.changed, .count), .init("removed", \.removed, .count),
        ])
}
