import KartotekaCore

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
