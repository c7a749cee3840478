import Foundation
import KartotekaStore
import KartotekaWire
import Synchronization

/// Answers (response bodies) kept by a key until the store's data may have changed: each use asks
/// the store for its change generation, and a newer one empties the cache. Bounded by bytes (keys
/// and answers both count): when a new answer would not fit, the oldest are dropped until it does.
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
            // Generations only grow: a caller that read an older one must not empty newer answers.
            if generation > state.generation { state = State(generation: generation) }
            return generation == state.generation ? state.answers[key] : nil
        }) {
            return kept
        }
        let made = try make()
        let cost = AnswerCache.cost(key: key, answer: made)
        guard cost <= capacityBytes / 10 else { return made }
        state.withLock { state in
            guard state.generation == generation, state.answers[key] == nil else { return }
            var dropped = 0
            while state.bytes + cost > capacityBytes, dropped < state.order.count {
                let old = state.order[dropped]
                state.bytes -= state.answers.removeValue(forKey: old).map { AnswerCache.cost(key: old, answer: $0) } ?? 0
                dropped += 1
            }
            state.order.removeFirst(dropped)
            state.answers[key] = made
            state.order.append(key)
            state.bytes += cost
        }
        return made
    }

    /// What keeping an answer costs: its key (held twice, in the table and in the order), the
    /// answer, and the bookkeeping around them.
    private static func cost(key: String, answer: Data) -> Int {
        2 * key.utf8.count + answer.count + 64
    }
}
