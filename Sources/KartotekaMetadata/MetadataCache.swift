import KartotekaCore

/// What a lookup found for an ISBN, kept so the next scan of the same book does not ask again.
public enum CachedMetadata: Sendable, Hashable, Codable {
    /// The candidates found.
    case found([MetadataCandidate])
    /// Every provider answered that it does not know the ISBN.
    case notFound
}

/// Remembers lookups, hits and misses, for a while. Failures (quota, timeouts) are never stored.
public protocol MetadataCache: Sendable {
    /// The stored result, unless it has expired.
    func cached(_ isbn: ISBN) -> CachedMetadata?
    /// Stores a result.
    func store(_ result: CachedMetadata, for isbn: ISBN)
}
