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
///
/// Across addresses a name has a ceiling: once it failed ``accountCeiling`` times within a quarter
/// of an hour from any addresses together, every further attempt with it waits until the oldest
/// of those failures is forgotten, so that guesses spread over many addresses stay as slow.
struct LoginThrottle: Sendable {
    /// Failures that cost no wait.
    static let freeFailures = 3
    /// The longest wait.
    static let longestWait: TimeInterval = 120
    /// How long a failure counts.
    static let memory: TimeInterval = 900
    /// How long failures (and requests for codes, ``CodeRequests``) are kept at all.
    static let kept: TimeInterval = 3_600
    /// Failures of one name from all addresses together within ``memory`` before every address waits.
    static let accountCeiling = 30

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

    /// Seconds to wait, after these failures of a name from every address (oldest first), before
    /// another attempt from anywhere, or `nil`.
    static func ceilingWait(after failures: [Date], now: Date) -> Int? {
        let recent = failures.filter { now.timeIntervalSince($0) < memory }
        guard recent.count >= accountCeiling else { return nil }
        let left = memory - now.timeIntervalSince(recent[recent.count - accountCeiling])
        return left > 0 ? Int(left.rounded(.up)) : nil
    }

    /// Seconds to wait before another attempt with the name typed from this address, or `nil`.
    func wait(typedName: String, address: String, now: Date) throws -> Int? {
        let name = Credentials.throttleKey(forTypedName: typedName)
        let here = Self.wait(after: try store.signInFailures(name: name, address: address, since: now - Self.memory), now: now)
        let everywhere = Self.ceilingWait(after: try store.signInFailures(name: name, since: now - Self.memory), now: now)
        return [here, everywhere].compactMap { $0 }.max()
    }

    /// Notes a failed attempt.
    func fail(typedName: String, address: String, now: Date) throws {
        try store.recordSignInFailure(name: Credentials.throttleKey(forTypedName: typedName), address: address, at: now,
                                      forgettingBefore: now - Self.kept)
    }

    /// Forgets the failures from this address after a success.
    func succeed(typedName: String, address: String) throws {
        try store.forgetSignInFailures(name: Credentials.throttleKey(forTypedName: typedName), address: address)
    }
}
