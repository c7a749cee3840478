import Foundation
import Synchronization

/// Limits failed sign-ins: after five failures for a name from one address within ten minutes,
/// that pair must wait until the oldest failure is ten minutes old.
final class LoginThrottle: Sendable {
    private let failures = Mutex<[String: [Date]]>([:])
    private let limit = 5
    private let window: TimeInterval = 600
    /// Past this many remembered pairs, old and harmless entries are dropped (never a locked one).
    private let capacity: Int

    init(capacity: Int = 10_000) {
        self.capacity = capacity
    }

    /// Seconds to wait before another attempt, or `nil` when one is allowed now.
    func wait(username: String, address: String, now: Date) -> Int? {
        failures.withLock { table in
            let key = Self.key(username, address)
            let recent = (table[key] ?? []).filter { now.timeIntervalSince($0) < window }
            table[key] = recent.isEmpty ? nil : recent
            guard recent.count >= limit, let oldest = recent.first else { return nil }
            return max(1, Int(window - now.timeIntervalSince(oldest)))
        }
    }

    /// Notes a failed attempt.
    func fail(username: String, address: String, now: Date) {
        failures.withLock { table in
            if table.count >= capacity {
                // Made-up names must not be able to wash out a lock: drop what has expired, then
                // pairs still below the limit, and keep every locked pair.
                table = table.filter { _, times in times.contains { now.timeIntervalSince($0) < window } }
                if table.count >= capacity { table = table.filter { _, times in times.count >= limit } }
            }
            table[Self.key(username, address), default: []].append(now)
        }
    }

    /// Forgets failures after a success.
    func succeed(username: String, address: String) {
        failures.withLock { _ = $0.removeValue(forKey: Self.key(username, address)) }
    }

    private static func key(_ username: String, _ address: String) -> String {
        username.lowercased() + "|" + address
    }
}
