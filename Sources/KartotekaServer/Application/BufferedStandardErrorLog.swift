import Foundation
import KartotekaWire
import Synchronization

/// Writes log lines to standard error in batches: a request only appends its line to a buffer,
/// and a background thread writes what gathered every few milliseconds, so no request waits for a
/// write(2) or for another request's one. ``flush()`` writes what is left (call it on shutdown).
public final class BufferedStandardErrorLog: RequestLog {
    private let pending = Mutex<[UInt8]>([])
    /// The batch being written, held while it is taken and written, so batches go out whole and
    /// in order, and ``stop()`` waits for a write in progress; between batches, the emptied
    /// storage of the last one.
    private let writing = Mutex<[UInt8]>([])
    private let running = Atomic<Bool>(true)
    /// How often gathered lines are written.
    private let interval: TimeInterval
    /// Past this many bytes waiting, the request that adds a line writes the batch itself.
    private let highWaterBytes = 256 * 1024

    /// Creates the log and starts its writing thread.
    public init(interval: TimeInterval = 0.02) {
        self.interval = interval
        let thread = Thread { [self] in
            while running.load(ordering: .acquiring) {
                Thread.sleep(forTimeInterval: interval)
                flush()
            }
        }
        thread.name = "request-log"
        thread.start()
    }

    public func write(_ line: String) {
        let tooMuch = pending.withLock { buffer -> Bool in
            buffer.append(contentsOf: line.utf8)
            buffer.append(0x0A)
            return buffer.count >= highWaterBytes
        }
        if tooMuch { flush() }
    }

    /// Writes every gathered line now.
    public func flush() {
        writing.withLock { batch in
            // The gathered lines are swapped out for the emptied storage of the last batch, so a
            // request never waits for a copy or an allocation of the batch.
            pending.withLock { buffer in swap(&batch, &buffer) }
            defer { batch.removeAll(keepingCapacity: true) }
            batch.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = Foundation.write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    if written <= 0 { return }
                    offset += written
                }
            }
        }
    }

    /// Writes what is left and stops the writing thread.
    public func stop() {
        running.store(false, ordering: .releasing)
        flush()
    }
}
