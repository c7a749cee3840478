import Synchronization

/// How many round trips to the server and statements a database's connections have made: the
/// tests pin a use case's counts with it, and the benchmarks report them.
package final class PostgresTraffic: Sendable {
    private let roundTrips = Atomic<Int>(0)
    private let statements = Atomic<Int>(0)

    /// Counters at zero.
    package init() {}

    /// Counts one exchange with the server.
    func note(roundTrips: Int, statements: Int) {
        self.roundTrips.wrappingAdd(roundTrips, ordering: .relaxed)
        self.statements.wrappingAdd(statements, ordering: .relaxed)
    }

    /// The counts so far: round trips, and statements sent (`BEGIN`, `COMMIT` and preparations included).
    package var counts: (roundTrips: Int, statements: Int) {
        (roundTrips.load(ordering: .relaxed), statements.load(ordering: .relaxed))
    }
}
