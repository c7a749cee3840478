import KartotekaValues

/// A person's decision on a candidate match, as the API takes it.
public struct ListDecisionInput: Codable, Sendable, Hashable {
    /// Whether the title is the listed material.
    public var confirmed: Bool

    /// An input.
    public init(confirmed: Bool) {
        self.confirmed = confirmed
    }
}

extension ListDecisionInput: SchemaDescribed {
    public static let schema = Schema<ListDecisionInput>.input(
        "ListDecisionInput", "A person's decision on a candidate match.", [.init("confirmed", \.confirmed)])
}
