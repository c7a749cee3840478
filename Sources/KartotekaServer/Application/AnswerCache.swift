import Foundation
import KartotekaStore
import Synchronization

/// Answers (response bodies) kept by a key until the store's data may have changed: each use asks
/// the store for its change generation, and a different one empties the cache. Bounded by bytes:
/// when a new answer would not fit, the oldest half is dropped.
final class AnswerCache: Sendable {
    private struct State {
        var generation: UInt64 = 0
        var answers: [String: Data] = [:]
        var order: [String] = []
        var bytes = 0
    }

    private let store: any ChangeTrackingStore
    private let capacityBytes: Int
    private let state = Mutex(State())

    /// A cache of at most `capacityBytes` of answers, over the store that tells when they go stale.
    init(store: any ChangeTrackingStore, capacityBytes: Int) {
        self.store = store
        self.capacityBytes = capacityBytes
    }

    /// The answer for `key`: kept from an earlier call when nothing changed since, else made by
    /// `make` (and kept, unless larger than a tenth of the cache).
    func answer(for key: String, make: () throws -> Data) throws -> Data {
        guard capacityBytes > 0 else { return try make() }
        let generation = try store.changeGeneration()
        if let kept = state.withLock({ state -> Data? in
            if state.generation != generation { state = State(generation: generation) }
            return state.answers[key]
        }) {
            return kept
        }
        let made = try make()
        guard made.count <= capacityBytes / 10 else { return made }
        state.withLock { state in
            guard state.generation == generation, state.answers[key] == nil else { return }
            if state.bytes + made.count > capacityBytes {
                let dropped = state.order.prefix(state.order.count / 2 + 1)
                for old in dropped { state.bytes -= state.answers.removeValue(forKey: old)?.count ?? 0 }
                state.order.removeFirst(dropped.count)
            }
            state.answers[key] = made
            state.order.append(key)
            state.bytes += made.count
        }
        return made
    }

    /// Forgets every answer (after a change made here, so that it shows at once).
    func invalidate() {
        state.withLock { $0 = State() }
    }
}
