import Foundation
import KartotekaAuth
import KartotekaClient
import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaDemo
import KartotekaHTTP
import KartotekaMail
import KartotekaServer
import KartotekaStore
import KartotekaTestSupport

/// A real Kartoteka server in this process: HTTP on 127.0.0.1, a port the system picked, over a
/// fresh SQLite file (with the demo data unless asked otherwise) and a clock stopped at
/// ``today`` noon UTC, so that due dates and the overdue list are the same on every run. It has
/// two staff accounts with API tokens: an administrator and a circulation helper (who may lend
/// and take back, but not edit the catalogue). Mail is kept in ``mail`` rather than sent, and
/// only once a mail server is set (`mailServer:`). Book metadata providers are off. Stopped, and
/// its folder removed, when the value goes away.
final class LiveServer: Sendable {
    /// The day the server's clock says.
    static let today = Day(year: 2026, month: 3, day: 2)!

    let baseURL: URL
    /// The administrator's API token.
    let adminToken: String
    /// The circulation helper's API token.
    let circulationToken: String
    /// The messages the server has sent.
    let mail: RecordingMail
    private let server: HTTPServer
    private let folder: URL

    /// `copyCataloguing` asks catalogue servers on loopback (the tests' Zebra) only when it allows them.
    init(demo: Bool = true, mailServer: String? = nil, copyCataloguing: CopyCataloguingClient = CopyCataloguingClient()) throws {
        folder = TemporaryDirectory.path("client")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("library.sqlite").path
        let clock = FixedClock(day: LiveServer.today)
        let store = try SQLiteLibraryStore(path: path, clock: clock, calendar: .utc)
        if demo {
            try DemoLibrary.seed(into: store, clock: clock) { instant in
                try SQLiteLibraryStore(path: path, clock: FixedClock(instant), calendar: .utc)
            }
        }
        let mail = RecordingMail()
        self.mail = mail
        if let mailServer {
            var settings = try store.settings()
            settings.exchange.mail.serverURL = mailServer
            try store.saveSettings(settings)
        }
        adminToken = try LiveServer.account("admin", role: .administrator, in: store)
        circulationToken = try LiveServer.account("desk", role: .circulation, in: store)
        let application = KartotekaApplication(dependencies: ServerDependencies(
            store: store, clock: clock, calendar: .utc, log: MemoryLog(), mailer: mail, copyCataloguing: copyCataloguing))
        server = HTTPServer(configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0, threads: 2),
                            answering: application.answer)
        try server.start()
        baseURL = URL(string: "http://127.0.0.1:\(server.port)")!
    }

    /// A server that answers every request with `respond` (for what the real one never does).
    init(respond: @escaping HTTPServer.Handler) throws {
        folder = TemporaryDirectory.path("client")
        adminToken = ""
        circulationToken = ""
        mail = RecordingMail()
        server = HTTPServer(configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0, threads: 1), handler: respond)
        try server.start()
        baseURL = URL(string: "http://127.0.0.1:\(server.port)")!
    }

    /// A client of this server signed with the administrator's token (or another one).
    func client(language: String = "ru", token: String? = nil) -> KartotekaClient {
        let token = token ?? adminToken
        return KartotekaClient(baseURL: baseURL, language: language, token: { token })
    }

    /// Creates an account and an API token for it; returns the token.
    private static func account(_ username: String, role: Role, in store: SQLiteLibraryStore) throws -> String {
        _ = try store.addAccount(username: username, displayName: "", role: role, passwordHash: "unused")
        let token = SecretTokens.generate()
        _ = try store.addAPIToken(username: username, name: "tests", tokenDigest: SecretTokens.digest(token))
        return token
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}
