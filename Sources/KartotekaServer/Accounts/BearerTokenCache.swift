import KartotekaCore
import KartotekaStore
import KartotekaWire
import Synchronization

/// The accounts of the API tokens used lately, so that a script or a desk sending request after
/// request is not looked up in the database each time. An entry holds while the store's data
/// stays as it was (revoking a token, disabling or changing an account are changes, and drop it)
/// and for a minute at most, so that the token's last use is still noted about once a minute.
final class BearerTokenCache: Sendable {
    private struct Entry {
        let account: Account
        let generation: UInt64
        let checked: ContinuousClock.Instant
    }

    /// How long an entry is trusted.
    static let lifetime = Duration.seconds(60)
    /// The most entries kept; beyond, all are dropped (tokens are few).
    static let capacity = 1_024

    private let entries = Mutex<[String: Entry]>([:])

    /// The account of the token with this digest, from the cache when it may be trusted, else from the store.
    func account(digest: String, store: any LibraryStore) throws -> Account? {
        let generation = try store.changeGeneration()
        let now = ContinuousClock.now
        if let entry = entries.withLock({ $0[digest] }), entry.generation == generation, now - entry.checked < Self.lifetime {
            return entry.account
        }
        let account = try store.account(apiTokenDigest: digest)
        entries.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll() }
            entries[digest] = account.map { Entry(account: $0, generation: generation, checked: now) }
        }
        return account
    }
}
