import Dispatch
import Foundation
import Synchronization

/// Announces the writes made here to every store on the database (``ChangeListener``) by sending
/// `NOTIFY kartoteka_changes` from a connection and a thread of its own, right after they commit.
///
/// A `NOTIFY` inside a write transaction would make its commit take PostgreSQL's one lock of
/// notifications, so that every writer of the cluster waits in turn at its commit (measured: a
/// third fewer small transactions a second at 64 connections). Sent apart, writes that commit
/// together share one notification.
///
/// A short-lived process (a command) announces in the caller's thread instead, before the write
/// returns, so that it cannot end between a commit and its announcement.
final class ChangeAnnouncer: Sendable {
    private let wanted = Atomic<Bool>(false)
    private let stopped = Atomic<Bool>(false)
    private let wake = DispatchSemaphore(value: 0)
    private let address: PostgresAddress
    private let apart: Bool
    /// The connection ``announce()`` sends on when announcing in the caller's thread.
    private let inline = Mutex<PostgresConnection?>(nil)

    /// Starts the announcing thread when `apart` (its connection is made when there is something
    /// to announce); otherwise announcements are sent by ``announce()`` itself.
    init(address: PostgresAddress, apart: Bool) {
        self.address = address
        self.apart = apart
        guard apart else { return }
        let thread = Thread { [self] in self.run(address: address) }
        thread.name = "kartoteka-postgres-announcer"
        thread.start()
    }

    /// Announces a write that committed: at once, or by asking the announcing thread.
    func announce() {
        guard !apart else {
            if !wanted.exchange(true, ordering: .acquiringAndReleasing) { wake.signal() }
            return
        }
        inline.withLock { connection in
            do {
                let current = try connection ?? PostgresConnection(address: address)
                connection = current
                try current.execute("NOTIFY \(ChangeListener.channel)")
            } catch {
                // The write has committed; a store that missed this hears of the next one.
                connection = nil
            }
        }
    }

    /// Ends the thread (within half a second) and its connection.
    func stop() {
        stopped.store(true, ordering: .releasing)
        wake.signal()
    }

    /// The thread's loop: wait to be asked, then notify; a failed connection is made again after a
    /// pause, and what was asked is announced then.
    private func run(address: PostgresAddress) {
        var connection: PostgresConnection?
        while !stopped.load(ordering: .acquiring) {
            _ = wake.wait(timeout: .now() + .milliseconds(500))
            guard wanted.exchange(false, ordering: .acquiringAndReleasing) else { continue }
            do {
                let current = try connection ?? PostgresConnection(address: address)
                connection = current
                try current.execute("NOTIFY \(ChangeListener.channel)")
            } catch {
                connection = nil
                wanted.store(true, ordering: .releasing)
                Thread.sleep(forTimeInterval: 0.5)
            }
        }
    }
}
