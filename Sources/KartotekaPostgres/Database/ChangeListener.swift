import Foundation
import Synchronization

/// Tells whether the database may have changed, through this store or any other process on the
/// same database: every store announces its writes with `NOTIFY kartoteka_changes`
/// (``ChangeAnnouncer``), and a connection of its own, on a thread of its own, listens and counts.
///
/// While that connection is down (the server restarts, the network fails), nothing can be known
/// about others' writes, so every ask counts as a change until it is back; on its return it
/// counts one more, for what it missed.
final class ChangeListener: Sendable {
    /// The channel every store notifies of its writes.
    static let channel = "kartoteka_changes"

    private let generation = Atomic<UInt64>(1)
    private let listening = Atomic<Bool>(false)
    private let stopped = Atomic<Bool>(false)

    /// Starts listening, first on a connection made here (so that a store that opens is listening
    /// at once), then on the listener's thread, which reconnects by itself — also when the server
    /// does not answer yet.
    init(address: PostgresAddress) {
        let first = try? Self.listeningConnection(address)
        listening.store(first != nil, ordering: .releasing)
        let thread = Thread { [self] in
            self.listen(address: address, connection: first)
        }
        thread.name = "kartoteka-postgres-changes"
        thread.start()
    }

    /// A number that differs from an earlier answer whenever the data may have changed since.
    func current() -> UInt64 {
        if listening.load(ordering: .acquiring) {
            return generation.load(ordering: .acquiring)
        }
        return generation.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
    }

    /// Counts a write made here, at once (its notification comes back a little later too).
    func noteLocalWrite() {
        generation.wrappingAdd(1, ordering: .acquiringAndReleasing)
    }

    /// Ends the listener's thread (within a poll interval) and its connection.
    func stop() {
        stopped.store(true, ordering: .releasing)
    }

    /// How long one wait for notifications lasts, and so how soon a stop is seen.
    private static let pollMilliseconds: Int32 = 200

    /// The thread's loop: wait for notifications, count them; without a connection, count every
    /// ask as a change and try to connect again after half a second, waiting longer (up to five
    /// seconds) while the tries keep failing.
    private func listen(address: PostgresAddress, connection first: PostgresConnection?) {
        var connection = first
        var pause = 0.5
        while !stopped.load(ordering: .acquiring) {
            guard let current = connection else {
                Thread.sleep(forTimeInterval: pause)
                connection = try? Self.listeningConnection(address)
                if connection != nil {
                    generation.wrappingAdd(1, ordering: .acquiringAndReleasing)
                    listening.store(true, ordering: .releasing)
                    pause = 0.5
                } else {
                    pause = min(5, pause * 1.5)
                }
                continue
            }
            do {
                let count = try current.awaitNotifications(milliseconds: Self.pollMilliseconds)
                if count > 0 { generation.wrappingAdd(UInt64(count), ordering: .acquiringAndReleasing) }
            } catch {
                listening.store(false, ordering: .releasing)
                connection = nil
            }
        }
    }

    private static func listeningConnection(_ address: PostgresAddress) throws(PostgresError) -> PostgresConnection {
        let connection = try PostgresConnection(address: address)
        try connection.execute("LISTEN \(channel)")
        return connection
    }
}
