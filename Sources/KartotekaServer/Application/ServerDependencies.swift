import KartotekaCore
import KartotekaStore

/// What the server needs from the outside world; the executable chooses the live ones.
public struct ServerDependencies: Sendable {
    /// The library's data.
    public var store: any LibraryStore
    /// The time.
    public var clock: any LibraryClock
    /// Where request lines go.
    public var log: any RequestLog

    /// Creates the dependencies.
    public init(store: any LibraryStore, clock: any LibraryClock, log: any RequestLog) {
        self.store = store
        self.clock = clock
        self.log = log
    }
}
