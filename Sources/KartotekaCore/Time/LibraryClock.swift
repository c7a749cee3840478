import Foundation
import Synchronization

/// Where the current time comes from. The domain never reads the system time itself.
public protocol LibraryClock: Sendable {
    /// The current instant.
    func now() -> Date
}

/// A clock that says the same instant until it is moved, for tests and replays.
public final class FixedClock: LibraryClock {
    private let instant: Mutex<Date>

    /// Creates a clock stopped at an instant.
    public init(_ instant: Date) {
        self.instant = Mutex(instant)
    }

    /// Creates a clock stopped at a time of a day, UTC.
    public convenience init(day: Day, hour: Int = 12) {
        self.init(Date(timeIntervalSince1970: TimeInterval(day.daysSinceEpoch * 86_400 + hour * 3_600)))
    }

    public func now() -> Date {
        instant.withLock { $0 }
    }

    /// Moves the clock to another instant.
    public func set(_ newInstant: Date) {
        instant.withLock { $0 = newInstant }
    }

    /// Moves the clock forward by whole days.
    public func advance(days: Int) {
        instant.withLock { $0 = $0.addingTimeInterval(TimeInterval(days * 86_400)) }
    }
}
