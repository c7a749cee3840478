import Foundation
import KartotekaWire
import Synchronization

/// Where the server writes its one line per request. Lines never hold query strings, bodies or
/// personal data: method, path, status, duration, request id.
public protocol RequestLog: Sendable {
    /// Writes a line.
    func write(_ line: String)
}

/// Writes log lines to standard error.
public struct StandardErrorLog: RequestLog {
    /// Creates the log.
    public init() {}

    public func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Keeps log lines in memory, for tests.
public final class MemoryLog: RequestLog {
    private let stored = Mutex<[String]>([])

    /// Creates an empty log.
    public init() {}

    public func write(_ line: String) {
        stored.withLock { $0.append(line) }
    }

    /// The lines written so far.
    public var lines: [String] {
        stored.withLock { $0 }
    }
}
