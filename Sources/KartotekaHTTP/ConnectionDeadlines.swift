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
/// request head, then until the body deadline (a shorter one for a caller nobody knows) to send
/// the body, which must also keep coming at a minimum average rate after a grace period; while
/// the answer is written it has none. A connection past its header deadline whose next request
/// head has arrived whole but lies unread (its thread busy answering another connection) is not
/// cut: over plain HTTP the watch peeks at the socket, and gives it another header deadline. The watch thread shuts down the socket of a connection past its deadline, which
/// libmicrohttpd then takes for the client leaving and cleans up on its own thread. Entries go
/// when libmicrohttpd reports the connection closed, which it does before closing the socket,
/// so a socket is never shut down after its number could have been reused.
final class ConnectionDeadlines: Sendable {
    private struct Entry {
        let socket: Int32
        /// Monotonic nanoseconds; `nil` while an answer is being written.
        var deadline: UInt64?
        /// Whether the deadline is the request head's.
        var waitingForHead = true
        /// When the body began to be read (monotonic nanoseconds), while it is; `nil` otherwise.
        var bodyStarted: UInt64?
        /// The body's bytes received so far.
        var bodyBytes = 0
    }

    private let entries = Mutex<[Int: Entry]>([:])
    private let headerNanoseconds: UInt64
    private let bodyNanoseconds: UInt64
    private let anonymousBodyNanoseconds: UInt64
    private let minimumBytesPerSecond: UInt64
    private let graceNanoseconds: UInt64
    private let peeks: Bool
    private let stopRequested = DispatchSemaphore(value: 0)
    private let watchEnded = DispatchSemaphore(value: 0)
    private let watching = Atomic<Bool>(false)

    /// How often the watch thread looks for connections past their deadline.
    static let checkInterval: DispatchTimeInterval = .milliseconds(250)

    init(headerSeconds: Int, bodySeconds: Int, anonymousBodySeconds: Int? = nil,
         minimumUpload: (bytesPerSecond: Int, graceSeconds: Int) = (0, 0), peeksAtWaitingHeads: Bool = false) {
        headerNanoseconds = UInt64(max(1, headerSeconds)) * 1_000_000_000
        bodyNanoseconds = UInt64(max(1, bodySeconds)) * 1_000_000_000
        anonymousBodyNanoseconds = UInt64(max(1, min(anonymousBodySeconds ?? bodySeconds, bodySeconds))) * 1_000_000_000
        minimumBytesPerSecond = UInt64(max(0, minimumUpload.bytesPerSecond))
        graceNanoseconds = UInt64(max(0, minimumUpload.graceSeconds)) * 1_000_000_000
        peeks = peeksAtWaitingHeads
    }

    /// A connection was accepted: its request head is due.
    func opened(_ connection: OpaquePointer, socket: Int32) {
        guard socket >= 0 else { return }
        let deadline = Self.now() + headerNanoseconds
        entries.withLock { $0[Self.key(connection)] = Entry(socket: socket, deadline: deadline) }
    }

    /// The request head is in: the body is due, sooner from a `stranger` (nobody known); a body
    /// announced (`expectingBody`) must also keep the minimum rate.
    func headReceived(_ connection: OpaquePointer, stranger: Bool = false, expectingBody: Bool = false) {
        let now = Self.now()
        update(connection) { entry in
            entry.deadline = now + (stranger ? anonymousBodyNanoseconds : bodyNanoseconds)
            entry.waitingForHead = false
            entry.bodyStarted = expectingBody ? now : nil
            entry.bodyBytes = 0
        }
    }

    /// Some of the body arrived.
    func received(_ connection: OpaquePointer, bytes: Int) {
        update(connection) { $0.bodyBytes += bytes }
    }

    /// The answer is queued: no deadline while it is written (the idle timeout still applies).
    func answering(_ connection: OpaquePointer) {
        update(connection) { entry in
            entry.deadline = nil
            entry.waitingForHead = false
            entry.bodyStarted = nil
        }
    }

    /// A request finished: on a kept-alive connection, the next request head is due.
    func requestFinished(_ connection: OpaquePointer) {
        let deadline = Self.now() + headerNanoseconds
        update(connection) { entry in
            entry.deadline = deadline
            entry.waitingForHead = true
            entry.bodyStarted = nil
        }
    }

    /// libmicrohttpd closed the connection (its socket is still open at this point).
    func closed(_ connection: OpaquePointer) {
        _ = entries.withLock { $0.removeValue(forKey: Self.key(connection)) }
    }

    /// Starts the watch thread; `alsoEachLook` runs on it after each look.
    func start(alsoEachLook: @escaping @Sendable () -> Void = {}) {
        guard !watching.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let thread = Thread { [self] in
            while stopRequested.wait(timeout: .now() + Self.checkInterval) == .timedOut {
                closeOverdue(now: Self.now())
                alsoEachLook()
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

    /// Shuts down the socket of every connection past its deadline, or whose body comes slower
    /// than the minimum rate.
    private func closeOverdue(now: UInt64) {
        entries.withLock { entries in
            for (key, entry) in entries {
                guard let deadline = entry.deadline else { continue }
                if deadline > now, !uploadsTooSlowly(entry, now: now) { continue }
                if deadline <= now, entry.waitingForHead, peeks, Self.holdsWholeHead(entry.socket) {
                    entries[key]?.deadline = now + headerNanoseconds
                    continue
                }
                // Shut down once: libmicrohttpd reports the close on its own thread soon after.
                entries[key]?.deadline = nil
                shutdown(entry.socket, Int32(SHUT_RDWR))
            }
        }
    }

    /// Whether a body has come slower than the minimum average rate since its grace ended.
    private func uploadsTooSlowly(_ entry: Entry, now: UInt64) -> Bool {
        guard minimumBytesPerSecond > 0, let started = entry.bodyStarted, now > started + graceNanoseconds else { return false }
        let due = (now - started - graceNanoseconds) / 1_000_000 * minimumBytesPerSecond / 1_000
        return UInt64(entry.bodyBytes) < due
    }

    /// Whether a whole request head (up to its blank line) waits unread on the socket.
    private static func holdsWholeHead(_ socket: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, Int32(MSG_PEEK | MSG_DONTWAIT)) }
        guard count >= 4 else { return false }
        let blank: [UInt8] = [13, 10, 13, 10]
        return (0...(count - 4)).contains { buffer[$0..<($0 + 4)].elementsEqual(blank) }
    }

    private func update(_ connection: OpaquePointer, _ change: (inout Entry) -> Void) {
        entries.withLock { entries in
            let key = Self.key(connection)
            // Only connections still open: a late call never brings a closed one back.
            if entries[key] != nil { change(&entries[key]!) }
        }
    }

    private static func key(_ connection: OpaquePointer) -> Int {
        Int(bitPattern: connection)
    }

    private static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }
}
