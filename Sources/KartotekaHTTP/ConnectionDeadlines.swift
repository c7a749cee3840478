import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The deadline of every open connection of a server, and a thread that closes the connections
/// that miss theirs.
///
/// libmicrohttpd's own timeout counts only silence, so a client that sends one byte a second
/// keeps a connection for ever. Here a connection first has until the header deadline to send a
/// request head, then until the body deadline to send the body; while the answer is written it
/// has none. The watch thread shuts down the socket of a connection past its deadline, which
/// libmicrohttpd then takes for the client leaving and cleans up on its own thread. Entries go
/// when libmicrohttpd reports the connection closed, which it does before closing the socket,
/// so a socket is never shut down after its number could have been reused.
final class ConnectionDeadlines: Sendable {
    private struct Entry {
        let socket: Int32
        /// Monotonic nanoseconds; `nil` while an answer is being written.
        var deadline: UInt64?
    }

    private let entries = Mutex<[Int: Entry]>([:])
    private let headerNanoseconds: UInt64
    private let bodyNanoseconds: UInt64
    private let stopRequested = DispatchSemaphore(value: 0)
    private let watchEnded = DispatchSemaphore(value: 0)
    private let watching = Atomic<Bool>(false)

    /// How often the watch thread looks for connections past their deadline.
    static let checkInterval: DispatchTimeInterval = .milliseconds(250)

    init(headerSeconds: Int, bodySeconds: Int) {
        headerNanoseconds = UInt64(max(1, headerSeconds)) * 1_000_000_000
        bodyNanoseconds = UInt64(max(1, bodySeconds)) * 1_000_000_000
    }

    /// A connection was accepted: its request head is due.
    func opened(_ connection: OpaquePointer, socket: Int32) {
        guard socket >= 0 else { return }
        let deadline = Self.now() + headerNanoseconds
        entries.withLock { $0[Self.key(connection)] = Entry(socket: socket, deadline: deadline) }
    }

    /// The request head is in: the body is due.
    func headReceived(_ connection: OpaquePointer) {
        update(connection, deadline: Self.now() + bodyNanoseconds)
    }

    /// The answer is queued: no deadline while it is written (the idle timeout still applies).
    func answering(_ connection: OpaquePointer) {
        update(connection, deadline: nil)
    }

    /// A request finished: on a kept-alive connection, the next request head is due.
    func requestFinished(_ connection: OpaquePointer) {
        update(connection, deadline: Self.now() + headerNanoseconds)
    }

    /// libmicrohttpd closed the connection (its socket is still open at this point).
    func closed(_ connection: OpaquePointer) {
        _ = entries.withLock { $0.removeValue(forKey: Self.key(connection)) }
    }

    /// Starts the watch thread.
    func start() {
        guard !watching.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let thread = Thread { [self] in
            while stopRequested.wait(timeout: .now() + Self.checkInterval) == .timedOut {
                closeOverdue(now: Self.now())
            }
            watchEnded.signal()
        }
        thread.name = "kartoteka-http-deadlines"
        thread.start()
    }

    /// Stops the watch thread and waits until it has ended.
    func stop() {
        guard watching.exchange(false, ordering: .acquiringAndReleasing) else { return }
        stopRequested.signal()
        watchEnded.wait()
    }

    /// Shuts down the socket of every connection past its deadline.
    private func closeOverdue(now: UInt64) {
        entries.withLock { entries in
            for (key, entry) in entries {
                guard let deadline = entry.deadline, deadline <= now else { continue }
                // Shut down once: libmicrohttpd reports the close on its own thread soon after.
                entries[key]?.deadline = nil
                shutdown(entry.socket, Int32(SHUT_RDWR))
            }
        }
    }

    private func update(_ connection: OpaquePointer, deadline: UInt64?) {
        entries.withLock { entries in
            let key = Self.key(connection)
            // Only connections still open: a late call never brings a closed one back.
            if entries[key] != nil { entries[key]?.deadline = deadline }
        }
    }

    private static func key(_ connection: OpaquePointer) -> Int {
        Int(bitPattern: connection)
    }

    private static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }
}
