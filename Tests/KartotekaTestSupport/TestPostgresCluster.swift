import Foundation
import Synchronization

/// A PostgreSQL cluster of the tests' own: `initdb` into a temporary folder, `postgres` on a free
/// loopback port with its socket in that folder, trusted local connections for the account
/// `kartoteka` (only ``passwordUser`` must give its password), durability off (nothing in it
/// outlives the tests). PostgreSQL refuses to run as
/// root, so under root both run as the `postgres` system user, which owns the folder.
///
/// Stopped by its process id when the test process exits (``stop()``), and by a watchdog should
/// the test process die without exiting. A test of its own may also shut one down and start it
/// again, to see what a store does while its server is gone.
public final class TestPostgresCluster: Sendable {
    /// A URL of the cluster's `postgres` database.
    public let url: String
    /// The loopback port it listens on.
    public let port: Int
    /// The folder holding the cluster.
    let folder: String
    /// The postmaster's process id, while it runs.
    private let pid: Mutex<Int32>

    private init(port: Int, pid: Int32, folder: String) {
        self.url = "postgresql://kartoteka@127.0.0.1:\(port)/postgres"
        self.port = port
        self.folder = folder
        self.pid = Mutex(pid)
    }

    /// The one account that signs in with a password (scram-sha-256) over TCP; ``TestPostgres``
    /// creates it when a test asks for it.
    public static let passwordUser = "kartoteka_password"

    /// An account that signs in without a password but owns nothing; ``TestPostgres`` creates it
    /// when a test asks for it.
    public static let guestUser = "kartoteka_guest"

    /// The path of a PostgreSQL program: the newest version's under `/usr/lib/postgresql`, else PATH.
    public static func binary(_ name: String) throws -> String {
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? [])
            .sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }
            .map { "/usr/lib/postgresql/\($0)/bin/\(name)" }
        let onPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
        guard let found = (versions + onPath).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Tool.Failure(description: "\(name) not found: install PostgreSQL (make test-deps) or set \(TestPostgres.environmentVariable)")
        }
        return found
    }

    /// Creates and starts a cluster; tries a few ports in case another process takes the one chosen.
    public static func start() throws -> TestPostgresCluster {
        let folder = try temporaryFolder()
        let data = folder + "/data"
        try asServerUser(binary("initdb"), ["-D", data, "-U", "kartoteka", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8",
                                            "--no-sync", "--no-instructions"])
        try requirePassword(of: passwordUser, in: data)
        var lastFailure: (any Error)?
        for _ in 0..<3 {
            let port = try LoopbackPort.free()
            do {
                let pid = try launch(data: data, folder: folder, port: port)
                let cluster = TestPostgresCluster(port: port, pid: pid, folder: folder)
                watch(cluster)
                return cluster
            } catch {
                lastFailure = error
            }
        }
        throw lastFailure ?? Tool.Failure(description: "PostgreSQL did not start")
    }

    /// Stops the cluster and deletes its folder.
    public func stop() {
        shutDown()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Stops the server (fast shutdown: open sessions are ended), keeping its data.
    public func shutDown() {
        pid.withLock { pid in
            guard pid > 0 else { return }
            kill(pid, SIGINT)
            for _ in 0..<200 where kill(pid, 0) == 0 {
                usleep(25_000)
            }
            pid = 0
        }
    }

    /// Starts the server again on the same port and data.
    public func startAgain() throws {
        let started = try Self.launch(data: folder + "/data", folder: folder, port: port)
        pid.withLock { $0 = started }
    }

    /// Puts a line first in `pg_hba.conf` that asks `user` for a password over TCP (the first line
    /// that matches decides).
    private static func requirePassword(of user: String, in data: String) throws {
        let path = data + "/pg_hba.conf"
        let rules = try String(contentsOfFile: path, encoding: .utf8)
        try ("host all \(user) 127.0.0.1/32 scram-sha-256\n" + rules).write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// Starts `postgres` and waits until it accepts connections (its pid file says `ready`);
    /// returns the postmaster's pid.
    private static func launch(data: String, folder: String, port: Int) throws -> Int32 {
        let log = folder + "/postgres-\(port).log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let process = try spawnAsServerUser(binary("postgres"), [
            "-D", data, "-p", "\(port)", "-k", folder, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off",
            "-c", "synchronous_commit=off", "-c", "full_page_writes=off", "-c", "max_connections=400",
            "-c", "shared_buffers=32MB", "-c", "shared_preload_libraries=pg_stat_statements",
        ], log: log)
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            let lines = (try? String(contentsOfFile: data + "/postmaster.pid", encoding: .utf8))?.split(separator: "\n") ?? []
            if lines.count >= 8, lines[3] == "\(port)", lines[7].trimmingCharacters(in: .whitespaces) == "ready", let pid = Int32(lines[0]) {
                return pid
            }
            if !process.isRunning {
                throw Tool.Failure(description: "postgres exited: " + ((try? String(contentsOfFile: log, encoding: .utf8)) ?? ""))
            }
            usleep(20_000)
        }
        process.terminate()
        throw Tool.Failure(description: "postgres did not become ready within 30 s")
    }

    /// A shell that outlives the test process only to stop the cluster and delete its folder once
    /// the test process is gone (it normally does this itself at exit).
    private static func watch(_ cluster: TestPostgresCluster) {
        let data = cluster.folder + "/data"
        let watchdog = Process()
        watchdog.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The pid is read from the data folder at the end, as the server may have been restarted.
        watchdog.arguments = ["-c", """
            while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done
            [ -f '\(data)/postmaster.pid' ] && kill -INT "$(head -n 1 '\(data)/postmaster.pid')" 2>/dev/null && sleep 5
            rm -rf '\(cluster.folder)'
            """]
        watchdog.standardInput = FileHandle.nullDevice
        watchdog.standardOutput = FileHandle.nullDevice
        watchdog.standardError = FileHandle.nullDevice
        try? watchdog.run()
    }

    /// A new folder under the temporary directory, owned by the server's user.
    private static func temporaryFolder() throws -> String {
        var template = Array((NSTemporaryDirectory() + "/kartoteka-postgres-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw Tool.Failure(description: "cannot make a temporary folder") }
        let folder = String(cString: made)
        if getuid() == 0 {
            guard let user = getpwnam("postgres") else {
                throw Tool.Failure(description: "running as root needs the postgres system user (install postgresql)")
            }
            guard chown(folder, user.pointee.pw_uid, user.pointee.pw_gid) == 0 else {
                throw Tool.Failure(description: "cannot give the temporary folder to the postgres user")
            }
        }
        return folder
    }

    /// Runs a program to its end, as the server's user under root.
    private static func asServerUser(_ program: String, _ arguments: [String]) throws {
        let (executable, all) = serverUserCommand(program, arguments)
        try Tool.run(executable, all)
    }

    /// Starts a program in the background, as the server's user under root, its output to `log`.
    private static func spawnAsServerUser(_ program: String, _ arguments: [String], log: String) throws -> Process {
        let (executable, all) = serverUserCommand(program, arguments)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + all
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        try process.run()
        return process
    }

    private static func serverUserCommand(_ program: String, _ arguments: [String]) -> (String, [String]) {
        getuid() == 0 ? ("runuser", ["-u", "postgres", "--", program] + arguments) : (program, arguments)
    }
}
