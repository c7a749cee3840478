import KartotekaValues

/// A check to run, as the API takes it.
public struct ListCheckInput: Codable, Sendable, Hashable {
    /// `extremist`, `foreign_agents` or `drug_marking`.
    public var kind: String
    /// `fund` (the default) or `receipts`.
    public var scope: String?
    /// The commission, a member each.
    public var commission: [String]?

    /// An input.
    public init(kind: String, scope: String? = nil, commission: [String]? = nil) {
        self.kind = kind
        self.scope = scope
        self.commission = commission
    }
}

extension ListCheckInput: SchemaDescribed {
    public static let schema = Schema<ListCheckInput>.input(
        "ListCheckInput", "A check to run.",
        [
            .init("kind", \.kind, .string(values: BannedListKind.allCases.map(\.rawValue))),
            .init("scope", \.scope, .string(values: ["fund", "receipts"])), .init("commission", \.commission),
        ],
        example: ["kind": "extremist", "commission": ["Орлова О. О.: председатель"]])
}
