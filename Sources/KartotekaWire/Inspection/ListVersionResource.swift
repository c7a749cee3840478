import KartotekaValues

/// An imported version of a list as the API shows it.
public struct ListVersionResource: Codable, Sendable, Hashable {
    public var id: Int64 = 0
    /// `extremist`, `foreign_agents` or `drug_marking`.
    public var kind: String = ""
    /// `2026-12-05`.
    public var importedOn: String = ""
    public var importedBy: String?
    public var fileName: String = ""
    public var entryCount: Int = 0
    public var firstNumber: Int = 0
    public var lastNumber: Int = 0
    public var added: Int = 0
    public var changed: Int = 0
    public var removed: Int = 0

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

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
