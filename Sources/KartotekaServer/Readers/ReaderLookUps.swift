import Foundation
import KartotekaCore
import Synchronization

/// How often an account that may not browse readers (a circulation helper, who finds a reader by
/// ticket at the desk) may open reader cards: at most ``perMinute`` a minute and ``perHour`` an
/// hour, so that walking every ticket takes days rather than seconds; and a run of tickets looked
/// up one after another (`000101`, `000102`, …) is noted in the audit log every ``walk`` cards.
/// Counted per account in this server's memory.
final class ReaderLookUps: Sendable {
    /// Cards a minute.
    static let perMinute = 30
    /// Cards an hour.
    static let perHour = 300
    /// The length of a run of consecutive tickets that is noted in the audit log (and every
    /// further one as long).
    static let walk = 10

    private struct Trail {
        var times: [Date] = []
        var last: Int?
        var runStart: TicketNumber?
        var runLength = 0
        var lastTicket: TicketNumber?
    }

    /// What a look-up may do.
    enum Verdict: Equatable {
        /// Go on; `walk` is a run to note in the audit log (first ticket, last ticket, length).
        case allowed(walk: Walk?)
        /// Refused: try again after this many seconds.
        case wait(Int)
    }

    /// A run of look-ups of consecutive tickets.
    struct Walk: Equatable {
        let first: TicketNumber
        let last: TicketNumber
        let count: Int
    }

    private let trails = Mutex<[String: Trail]>([:])

    /// Whether `ticket` is the card `account` opened last: the reader it is serving at the desk.
    func isLastLookedUp(_ ticket: TicketNumber, by account: String) -> Bool {
        trails.withLock { $0[account]?.lastTicket == ticket }
    }

    /// Notes that `account` opens the card of `ticket` at `now`.
    func lookUp(_ ticket: TicketNumber, by account: String, now: Date) -> Verdict {
        trails.withLock { trails in
            var trail = trails[account] ?? Trail()
            trail.times.removeAll { now.timeIntervalSince($0) >= 3_600 }
            let lastMinute = trail.times.filter { now.timeIntervalSince($0) < 60 }
            if lastMinute.count >= Self.perMinute {
                trails[account] = trail
                return .wait(max(1, Int((60 - now.timeIntervalSince(lastMinute[lastMinute.count - Self.perMinute])).rounded(.up))))
            }
            if trail.times.count >= Self.perHour {
                trails[account] = trail
                return .wait(max(1, Int((3_600 - now.timeIntervalSince(trail.times[trail.times.count - Self.perHour])).rounded(.up))))
            }
            trail.times.append(now)
            let number = Int(ticket.rawValue)
            if let number, let last = trail.last, abs(number - last) == 1 {
                trail.runLength += 1
            } else {
                trail.runStart = ticket
                trail.runLength = 1
            }
            trail.last = number
            trail.lastTicket = ticket
            var walk: Walk?
            if trail.runLength % Self.walk == 0, let start = trail.runStart {
                walk = Walk(first: start, last: ticket, count: trail.runLength)
            }
            trails[account] = trail
            return .allowed(walk: walk)
        }
    }
}
