import Foundation
import KartotekaCore
import KartotekaStore

/// How often a reader's ticket may be sent a sign-in code: at most one a minute and five an hour,
/// however many addresses ask, so that nobody can flood a reader's mailbox or keep replacing the
/// code the reader is typing. Requests are kept with the failed sign-ins (as the name
/// `code reader 000123`), so every server on the database counts the same.
struct CodeRequests: Sendable {
    /// Seconds between two codes for one ticket.
    static let spacing: TimeInterval = 60
    /// Codes for one ticket within ``window``.
    static let perWindow = 5
    /// The span ``perWindow`` counts.
    static let window: TimeInterval = 3_600

    let store: any AccountStore

    /// Seconds to wait after these requests (oldest first) before another code is sent, or `nil`.
    static func wait(after requests: [Date], now: Date) -> Int? {
        let recent = requests.filter { now.timeIntervalSince($0) < window }
        var left: TimeInterval = 0
        if let last = recent.last { left = spacing - now.timeIntervalSince(last) }
        if recent.count >= perWindow { left = max(left, window - now.timeIntervalSince(recent[recent.count - perWindow])) }
        return left > 0 ? Int(left.rounded(.up)) : nil
    }

    /// Seconds to wait before a code for the ticket (as the throttle names it) may be asked for again.
    func wait(for name: String, now: Date) throws -> Int? {
        Self.wait(after: try store.signInFailures(name: Self.key(name), since: now - Self.window), now: now)
    }

    /// Notes a request for a code.
    func record(for name: String, address: String, now: Date) throws {
        try store.recordSignInFailure(name: Self.key(name), address: address, at: now, forgettingBefore: now - LoginThrottle.kept)
    }

    private static func key(_ name: String) -> String {
        Credentials.throttleKey(forTypedName: "code " + name)
    }
}
