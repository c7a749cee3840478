import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaWire

/// Slows guessing at sign-in without letting anyone shut a name out: a name may fail three times
/// from one address freely; after that, another attempt from that address waits from the last
/// failure a pause that doubles with each failure — 2, 4, 8… seconds, at most two minutes — so
/// guesses stay slow (some forty an hour at most), while someone mistyping at a shared desk
/// holds the name up for two minutes at most, and never at any other address. Failures are
/// forgotten after a quarter of an hour, or at once by a sign-in that succeeds there or by an
/// administrator (`kartoteka user unlock NAME`). They are kept in the database, so every server
/// on it counts the same failures.
struct LoginThrottle: Sendable {
    /// Failures that cost no wait.
    static let freeFailures = 3
    /// The longest wait.
    static let longestWait: TimeInterval = 120
    /// How long a failure counts.
    static let memory: TimeInterval = 900

    let store: any AccountStore

    /// Seconds to wait after these failures (oldest first) before another attempt, or `nil` when
    /// one is allowed now.
    static func wait(after failures: [Date], now: Date) -> Int? {
        let recent = failures.filter { now.timeIntervalSince($0) < memory }
        guard recent.count >= freeFailures, let last = recent.last else { return nil }
        let pause = min(longestWait, pow(2, Double(recent.count - freeFailures + 1)))
        let left = pause - now.timeIntervalSince(last)
        return left > 0 ? Int(left.rounded(.up)) : nil
    }

    /// Seconds to wait before another attempt with the name typed from this address, or `nil`.
    func wait(typedName: String, address: String, now: Date) throws -> Int? {
        let failures = try store.signInFailures(name: Credentials.throttleKey(forTypedName: typedName), address: address,
                                                since: now - Self.memory)
        return Self.wait(after: failures, now: now)
    }

    /// Notes a failed attempt.
    func fail(typedName: String, address: String, now: Date) throws {
        try store.recordSignInFailure(name: Credentials.throttleKey(forTypedName: typedName), address: address, at: now,
                                      forgettingBefore: now - Self.memory)
    }

    /// Forgets the failures from this address after a success.
    func succeed(typedName: String, address: String) throws {
        try store.forgetSignInFailures(name: Credentials.throttleKey(forTypedName: typedName), address: address)
    }
}
