import Dispatch

/// Runs work once the server has gone quiet after a busy spell (no new request for a second),
/// looked at by the connection watch four times a second: once per quiet spell, never while
/// requests come in. The server gives the heap's free memory back to the system this way, what a
/// burst of requests allocated and freed would otherwise stay with the process.
final class QuietSpell: @unchecked Sendable {
    /// How long without a new request counts as quiet.
    static let quietNanoseconds: UInt64 = 1_000_000_000

    private let work: @Sendable () -> Void
    // Only the watch thread touches these.
    private var lastCount: UInt64 = 0
    private var lastChange: UInt64 = 0
    private var busy = false

    init(_ work: @escaping @Sendable () -> Void) {
        self.work = work
    }

    /// Looks at the count of requests so far; runs the work when it stopped moving a while ago.
    func look(requests count: UInt64) {
        let now = DispatchTime.now().uptimeNanoseconds
        if count != lastCount {
            lastCount = count
            lastChange = now
            busy = true
        } else if busy, now - lastChange >= Self.quietNanoseconds {
            busy = false
            work()
        }
    }
}
