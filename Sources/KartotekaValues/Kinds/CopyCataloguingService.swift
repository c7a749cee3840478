/// How a target is spoken to.
public enum CopyCataloguingService: String, Sendable, Hashable, Codable, CaseIterable {
    /// Z39.50 (ANSI/NISO Z39.50), with prefix (PQF) queries.
    case z3950
    /// SRU over HTTP, with CQL queries and MARCXML records.
    case sru
}
