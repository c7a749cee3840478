import Foundation
import KartotekaCore

extension MetadataLookup {
    /// Looks the ISBN up, blocking the calling thread while providers answer (at most the sum
    /// of their timeouts). From async code, use the async overload.
    public func lookup(_ isbn: ISBN) throws(MetadataError) -> MetadataLookupResult {
        guard !providers.isEmpty else { throw .noProviders }
        switch cache?.cached(isbn) {
        case .found(let candidates): return MetadataLookupResult(candidates: candidates, fromCache: true)
        case .notFound: throw .noMatch(isbn: isbn, failures: [])
        case nil: break
        }
        var failures: [MetadataError] = []
        var answered = 0
        for provider in providers {
            do {
                let candidates = try provider.lookup(isbn)
                answered += 1
                if !candidates.isEmpty {
                    cache?.store(.found(candidates), for: isbn)
                    return MetadataLookupResult(candidates: candidates, failures: failures)
                }
            } catch {
                failures.append(error)
            }
        }
        if answered == 0 {
            throw failures.count == 1 ? failures[0] : .allProvidersFailed(failures)
        }
        if failures.isEmpty { cache?.store(.notFound, for: isbn) }
        throw .noMatch(isbn: isbn, failures: failures)
    }

    /// Looks the ISBN up on a thread of its own, so the blocking HTTP calls never hold a thread
    /// of the Swift concurrency pool.
    public func lookup(_ isbn: ISBN) async throws(MetadataError) -> MetadataLookupResult {
        let outcome: Result<MetadataLookupResult, MetadataError> = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: Result { () throws(MetadataError) -> MetadataLookupResult in
                    try self.lookup(isbn)
                })
            }
        }
        return try outcome.get()
    }
}
