import Foundation
import KartotekaStore

/// PostgreSQL's own programs (`pg_dump`, `pg_restore`), found on PATH or in
/// `/usr/lib/postgresql/<version>/bin` (the newest version first), run with the password in
/// their environment, never on their command line. Each is started through util-linux's
/// `setpriv --pdeathsig KILL`, so that it ends with the process that started it: a backup or a
/// restore killed (`kill -9`) leaves no `pg_dump` or `pg_restore` running on.
enum PostgresTools {
    /// util-linux's `setpriv`, which Debian always has.
    static let setpriv = "/usr/bin/setpriv"

    /// The outcome of a run: its status and what it wrote to standard output (when not sent to a
    /// file). What it wrote to standard error is dropped: it may quote the server.
    struct Run {
        let status: Int32
        let output: Data
    }

    /// The path of a program; throws ``MaintenanceError/toolNotFound(_:)``.
    static func locate(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        let onPath = (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? [])
            .sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }
            .map { "/usr/lib/postgresql/\($0)/bin/\(name)" }
        guard let found = (onPath + versions).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw MaintenanceError.toolNotFound(name)
        }
        return found
    }

    /// Runs a program against the database at `address`, its standard output to `output` (or
    /// collected when `nil`).
    static func run(_ name: String, _ arguments: [String], address: PostgresAddress, output: FileHandle? = nil) throws -> Run {
        let process = Process()
        let tool = try locate(name)
        if FileManager.default.isExecutableFile(atPath: setpriv) {
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments = ["--pdeathsig", "KILL", "--", tool] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
        }
        var environment = ProcessInfo.processInfo.environment
        if let password = address.password { environment["PGPASSWORD"] = password }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let pipe = output == nil ? Pipe() : nil
        process.standardOutput = output ?? pipe
        try process.run()
        let collected = pipe?.fileHandleForReading.readDataToEndOfFile() ?? Data()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: collected)
    }
}
