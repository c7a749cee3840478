import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A library in a fresh database, catalogued and staffed with the CLI, served by the built
/// `kartoteka serve` on a loopback port the system picked — as a desk at another computer sees
/// it. It has a book (12345, Лермонтов), a reader (000123), an administrator and a circulation
/// helper with API tokens made by `kartoteka user token add`. The server is stopped (SIGTERM)
/// when the value goes away.
final class ServedLibrary {
    let cli: CLI
    /// `http://127.0.0.1:PORT`.
    let address: String
    /// The administrator's API token.
    let adminToken: String
    /// The circulation helper's API token (lends and takes back; no export).
    let helperToken: String
    private let server: RunningServer

    /// `environment` goes to the server (`KARTOTEKA_COPYCAT_LOCAL_TARGETS` for the tests' Zebra).
    init(environment: [String: String] = [:]) throws {
        cli = try CLI()
        try Self.expectSuccess(cli.run(["init"]))
        try Self.expectSuccess(cli.run(["book", "add", "--card", cli.file("card.txt", CLITests.card), "--inventory", "12345"]))
        try Self.expectSuccess(cli.run(["reader", "add", "--ticket", "000123", "--surname", "Иванов", "--name", "Иван",
                                        "--phone", "+7 900 000-00-00"]))
        try Self.expectSuccess(cli.run(["user", "add", "admin", "--role", "administrator"]))
        try Self.expectSuccess(cli.run(["user", "add", "desk", "--role", "circulation"]))
        adminToken = try Self.token(cli.run(["user", "token", "add", "admin", "--name", "tests", "--json"]))
        helperToken = try Self.token(cli.run(["user", "token", "add", "desk", "--name", "tests", "--json"]))

        server = try RunningServer(database: cli.database, folder: cli.folder, environment: environment)
        address = server.address
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: cli.folder)
    }

    /// Runs the CLI against the server with the administrator's token: `KARTOTEKA_SERVER` and
    /// `KARTOTEKA_TOKEN`, no `--db`.
    @discardableResult
    func remote(_ arguments: [String], lang: String = "ru_RU.UTF-8") throws -> CLI.Result {
        try remote(arguments, token: adminToken, lang: lang)
    }

    /// Runs the CLI against the server with a token, or none for `nil`; `input` is its standard input.
    @discardableResult
    func remote(_ arguments: [String], token: String?, lang: String = "ru_RU.UTF-8", input: String? = nil) throws -> CLI.Result {
        var environment = ["KARTOTEKA_SERVER": address]
        environment["KARTOTEKA_TOKEN"] = token
        return try cli.run(arguments, lang: lang, withDatabase: false, input: input, environment: environment)
    }

    /// Runs the CLI on the same database file, locally.
    @discardableResult
    func local(_ arguments: [String], lang: String = "ru_RU.UTF-8") throws -> CLI.Result {
        try cli.run(arguments, lang: lang)
    }

    /// A loopback port nothing listens on: bound, read and closed again.
    static func closedPort() -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                _ = bind(socket, raw, length)
                _ = getsockname(socket, raw, &length)
            }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    static func expectSuccess(_ result: CLI.Result) throws {
        guard result.status == 0 else { throw RunningServer.SetupFailure(message: result.error) }
    }

    private static func token(_ result: CLI.Result) throws -> String {
        try expectSuccess(result)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        guard let token = object?["token"] as? String else { throw RunningServer.SetupFailure(message: "no token in \(result.output)") }
        return token
    }
}
