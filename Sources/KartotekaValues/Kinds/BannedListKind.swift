import Foundation

/// A list the fund is checked against (сверка): the Federal list of extremist materials, and the
/// book-level registers of the national book chamber.
public enum BannedListKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// The Federal list of extremist materials (ФСЭМ), as the Ministry of Justice publishes it: a
    /// confirmed match may not be lent and is withdrawn.
    case extremist
    /// The register of publications by foreign agents: a confirmed match is marked 18+.
    case foreignAgents = "foreign_agents"
    /// The list of books mentioning drugs that must carry the special marking.
    case drugMarking = "drug_marking"

    /// The kind a text names (`extremist`, `foreign_agents`, `foreign-agents`, `drug_marking`, `drugs`).
    public init?(named text: String) {
        let key = text.lowercased().replacingOccurrences(of: "-", with: "_")
        switch key {
        case "extremist", "fsem": self = .extremist
        case "foreign_agents", "agents": self = .foreignAgents
        case "drug_marking", "drugs": self = .drugMarking
        default: return nil
        }
    }
}
