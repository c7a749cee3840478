import Foundation
import KartotekaCore
import KartotekaDemo
import KartotekaHTTP
import KartotekaServer
import KartotekaStore

/// A real Kartoteka server in this process: HTTP on 127.0.0.1, a port the system picked, over a
/// fresh SQLite file (with the demo data unless asked otherwise) and a clock stopped at
/// ``today`` noon UTC, so that due dates and the overdue list are the same on every run.
/// Stopped, and its folder removed, when the value goes away.
final class LiveServer: Sendable {
    /// The day the server's clock says.
    static let today = Day(year: 2026, month: 3, day: 2)!

    let baseURL: URL
    private let server: HTTPServer
    private let folder: URL

    init(demo: Bool = true) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kartoteka-client-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("library.sqlite").path
        let clock = FixedClock(day: LiveServer.today)
        let store = try SQLiteLibraryStore(path: path, clock: clock, calendar: .utc)
        if demo {
            try DemoLibrary.seed(into: store, clock: clock) { instant in
                try SQLiteLibraryStore(path: path, clock: FixedClock(instant), calendar: .utc)
            }
        }
        let application = KartotekaApplication(dependencies: ServerDependencies(store: store, clock: clock, log: MemoryLog()))
        server = HTTPServer(configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0, threads: 2),
                            handler: application.respond(to:))
        try server.start()
        baseURL = URL(string: "http://127.0.0.1:\(server.port)")!
    }

    /// A server that answers every request with `respond` (for what the real one never does).
    init(respond: @escaping HTTPServer.Handler) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kartoteka-client-tests-\(UUID().uuidString)")
        server = HTTPServer(configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0, threads: 1), handler: respond)
        try server.start()
        baseURL = URL(string: "http://127.0.0.1:\(server.port)")!
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}
