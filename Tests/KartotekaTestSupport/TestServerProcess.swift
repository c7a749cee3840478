import Foundation
import Synchronization

/// A server program the tests start on a free loopback port (Zebra, yaz-ztest) and stop by its
/// process id when the test process exits, or by a watchdog should the test process die
/// without exiting.
public final class TestServerProcess: Sendable {
    /// The loopback port it listens on.
    public let port: Int
    /// Its process id.
    public let pid: Int32
    /// The folder it runs in (deleted when it stops).
    public let folder: String

    private init(port: Int, pid: Int32, folder: String) {
        self.port = port
        self.pid = pid
        self.folder = folder
    }

    private static let running = Mutex<[TestServerProcess]>([])

    /// Starts `program` in `folder` with the arguments for a port, its output to `log` in the
    /// folder, and waits until it accepts connections; tries a few ports in case another
    /// process takes the one chosen.
    public static func start(_ program: String, in folder: String, log: String,
                             arguments: (Int) -> [String]) throws -> TestServerProcess {
        var lastFailure: (any Error)?
        for _ in 0..<3 {
            let port = try LoopbackPort.free()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [program] + arguments(port)
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            let logPath = folder + "/" + log
            _ = FileManager.default.createFile(atPath: logPath, contents: nil)
            let output = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline, process.isRunning, !LoopbackPort.isListening(port) {
                usleep(20_000)
            }
            if process.isRunning && LoopbackPort.isListening(port) {
                let server = TestServerProcess(port: port, pid: process.processIdentifier, folder: folder)
                let first = running.withLock { running in
                    running.append(server)
                    return running.count == 1
                }
                if first { atexit { TestServerProcess.stopAll() } }
                watch(server)
                return server
            }
            if process.isRunning { process.terminate() }
            lastFailure = Tool.Failure(description: "\(program) did not start: "
                                       + ((try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""))
        }
        throw lastFailure ?? Tool.Failure(description: "\(program) did not start")
    }

    /// Stops the server (killed when it does not end within a second of being asked) and
    /// deletes its folder.
    public func stop() {
        kill(pid, SIGTERM)
        for _ in 0..<50 where kill(pid, 0) == 0 {
            usleep(20_000)
        }
        kill(pid, SIGKILL)
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A new folder under the temporary directory.
    public static func temporaryFolder(_ prefix: String) throws -> String {
        var template = Array((NSTemporaryDirectory() + "/\(prefix)-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw Tool.Failure(description: "cannot make a temporary folder") }
        return String(cString: made)
    }

    private static func stopAll() {
        for server in running.withLock({ $0 }) { server.stop() }
    }

    /// A shell that outlives the test process only to stop the server and delete its folder
    /// once the test process is gone.
    private static func watch(_ server: TestServerProcess) {
        let watchdog = Process()
        watchdog.executableURL = URL(fileURLWithPath: "/bin/sh")
        watchdog.arguments = ["-c", """
            while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done
            kill \(server.pid) 2>/dev/null; sleep 1; kill -9 \(server.pid) 2>/dev/null
            rm -rf '\(server.folder)'
            """]
        watchdog.standardInput = FileHandle.nullDevice
        watchdog.standardOutput = FileHandle.nullDevice
        watchdog.standardError = FileHandle.nullDevice
        try? watchdog.run()
    }
}
