import Foundation
import KartotekaCore

/// The Z39.50 and SRU servers of the copy-cataloguing tests, each started once per test process:
/// a Zebra (`zebrasrv`) with the fixture records of `Tests/Fixtures/copycat` indexed by
/// `zebraidx` into a temporary folder — the database `rusmarc` (RUSMARC, Windows-1251) and
/// `marc21` (MARC 21, UTF-8), searched over Z39.50 or SRU on one port — and YAZ's test server
/// `yaz-ztest`, whose database `SlowN` answers a search after N seconds.
public enum TestZebra {
    /// The fixture folder: records, Zebra's configuration and the script that wrote the records.
    public static let fixtures = TestFiles.fixtures.appendingPathComponent("copycat")

    /// The Zebra server.
    public static func server() throws -> TestServerProcess { try zebra.get() }

    /// The yaz-ztest server.
    public static func slowServer() throws -> TestServerProcess { try ztest.get() }

    private static let zebra = Result {
        let folder = try TestServerProcess.temporaryFolder("kartoteka-zebra")
        try index(into: folder)
        return try TestServerProcess.start("zebrasrv", in: folder, log: "zebrasrv.log") { port in
            ["-T", "-f", "server.xml", "tcp:127.0.0.1:\(port)"]
        }
    }

    private static let ztest = Result {
        let folder = try TestServerProcess.temporaryFolder("kartoteka-ztest")
        return try TestServerProcess.start("yaz-ztest", in: folder, log: "ztest.log") { port in ["-T", "tcp:127.0.0.1:\(port)"] }
    }

    /// Copies the fixture folder's files into `folder` and indexes the records there.
    public static func index(into folder: String) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) {
            try FileManager.default.copyItem(atPath: fixtures.appendingPathComponent(name).path, toPath: folder + "/" + name)
        }
        try FileManager.default.createDirectory(atPath: folder + "/register", withIntermediateDirectories: true)
        let configuration = folder + "/zebra.cfg"
        try run("zebraidx", ["-c", configuration, "init"], in: folder)
        try run("zebraidx", ["-c", configuration, "-d", "rusmarc", "update", "records.rusmarc"], in: folder)
        try run("zebraidx", ["-c", configuration, "-d", "marc21", "update", "records.marc21"], in: folder)
    }

    /// A target on the Zebra server: `rusmarc` or `marc21` (or another database name), over
    /// Z39.50 or SRU.
    public static func target(_ name: String, database: String, format: MARCFormat, characterSet: TargetCharacterSet,
                              service: CopyCataloguingService = .z3950, timeoutSeconds: Int = 5) throws -> CopyCataloguingTarget {
        CopyCataloguingTarget(name: name, host: "127.0.0.1", port: try server().port, database: database, service: service,
                              format: format, characterSet: characterSet, timeoutSeconds: timeoutSeconds)
    }

    /// The RUSMARC database in Windows-1251, over Z39.50.
    public static func rusmarc(_ name: String = "Zebra RUSMARC") throws -> CopyCataloguingTarget {
        try target(name, database: "rusmarc", format: .rusmarc, characterSet: .windows1251)
    }

    /// The MARC 21 database in UTF-8, over Z39.50.
    public static func marc21(_ name: String = "Zebra MARC 21") throws -> CopyCataloguingTarget {
        try target(name, database: "marc21", format: .marc21, characterSet: .utf8)
    }

    /// The MARC 21 database over SRU.
    public static func sru(_ name: String = "Zebra SRU") throws -> CopyCataloguingTarget {
        try target(name, database: "marc21", format: .marc21, characterSet: .utf8, service: .sru)
    }

    /// A target on yaz-ztest whose searches take `seconds`, waited for `timeoutSeconds`.
    public static func slow(_ name: String = "Slow", seconds: Int = 5, timeoutSeconds: Int = 1) throws -> CopyCataloguingTarget {
        CopyCataloguingTarget(name: name, host: "127.0.0.1", port: try slowServer().port, database: "Slow\(seconds)",
                              format: .marc21, timeoutSeconds: timeoutSeconds)
    }

    private static func run(_ program: String, _ arguments: [String], in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Tool.Failure(description: "\(program) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
    }
}
