import Foundation
import KartotekaCore
import Synchronization

/// A ``MetadataCache`` in memory, with separate lifetimes for hits and misses (a book missing
/// today may be added to a catalogue next week) and a cap on entries. Time comes from the clock.
public final class InMemoryMetadataCache: MetadataCache {
    private struct Entry {
        var result: CachedMetadata
        var expires: Date
    }

    /// How long found candidates are kept.
    public let hitLifetime: Duration
    /// How long "not found" is kept.
    public let missLifetime: Duration
    /// The most entries kept; the ones closest to expiry go first.
    public let capacity: Int
    private let clock: any LibraryClock
    private let entries = Mutex<[ISBN: Entry]>([:])

    /// Creates an empty cache.
    public init(clock: any LibraryClock, hitLifetime: Duration = .seconds(30 * 86_400),
                missLifetime: Duration = .seconds(86_400), capacity: Int = 10_000) {
        self.clock = clock
        self.hitLifetime = hitLifetime
        self.missLifetime = missLifetime
        self.capacity = max(capacity, 1)
    }

    /// The stored result, unless it has expired (expired entries are dropped).
    public func cached(_ isbn: ISBN) -> CachedMetadata? {
        let now = clock.now()
        return entries.withLock { entries in
            guard let entry = entries[isbn] else { return nil }
            guard entry.expires > now else {
                entries[isbn] = nil
                return nil
            }
            return entry.result
        }
    }

    /// Stores a result until its lifetime passes, making room if the cache is full.
    public func store(_ result: CachedMetadata, for isbn: ISBN) {
        let now = clock.now()
        let lifetime = if case .found = result { hitLifetime } else { missLifetime }
        let entry = Entry(result: result, expires: now.addingTimeInterval(Self.seconds(lifetime)))
        entries.withLock { entries in
            if entries[isbn] == nil && entries.count >= capacity {
                entries = entries.filter { $0.value.expires > now }
                if entries.count >= capacity, let soonest = entries.min(by: { $0.value.expires < $1.value.expires }) {
                    entries[soonest.key] = nil
                }
            }
            entries[isbn] = entry
        }
    }

    /// The number of entries held, expired ones included until they are next touched.
    public var count: Int { entries.withLock { $0.count } }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
