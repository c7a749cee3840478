/// What a lookup returns: the first provider's candidates, and the failures of providers asked
/// before it (to show "Google Books: quota used up" beside Open Library's answer).
public struct MetadataLookupResult: Sendable, Equatable {
    /// The candidates, from one provider, best first.
    public var candidates: [MetadataCandidate]
    /// Providers that could not answer before one did.
    public var failures: [MetadataError]
    /// Whether the answer came from the cache.
    public var fromCache: Bool

    /// Creates a result.
    public init(candidates: [MetadataCandidate], failures: [MetadataError] = [], fromCache: Bool = false) {
        self.candidates = candidates
        self.failures = failures
        self.fromCache = fromCache
    }
}
