import KartotekaAuth
import KartotekaCore
import KartotekaDemo
import KartotekaHTTP
import KartotekaStore

/// `serve`: the web interface, the JSON API and the book's service (``WebApplication``), until Ctrl+C. The database
/// must exist unless `--create` is given (the other way to make one is `init`). On PostgreSQL the
/// server starts even while the database server does not answer yet, answering 503 until it does;
/// several servers may work on one database.
struct ServeCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "serve", Bilingual { $0.serveSummary },
        details: Bilingual { $0.serveDetails })
    /// `--host ADDRESS`.
    static let host = Option.text("host", "ADDRESS", \.hostHelp)
    /// `--port N`.
    static let port = Option.integer("port", range: 0...65_535, \.portHelp)
    /// `--threads N`.
    static let threads = Option.integer("threads", range: 1...64, \.threadsHelp)
    /// `--demo`.
    static let demo = Flag("demo", \.demoHelp)
    /// `--create`.
    static let create = Flag("create", \.createHelp)
    /// `--routes`.
    static let routes = Flag("routes", \.routesHelp)
    static let options: [any OptionDeclaration] = [host, port, threads, demo, create, TLSFiles.certificate, TLSFiles.key, routes]

    /// The address to listen on, when given (else the configuration's `listen`, else 127.0.0.1).
    let address: String?
    /// The port (0: one the system picks), when given (else the configuration's, else 3000).
    let portNumber: Int?
    /// How many threads answer requests.
    let threadCount: Int
    /// Whether an empty library gets the demo data.
    let withDemo: Bool
    /// Whether a missing database is created.
    let creating: Bool
    /// The TLS files, for HTTPS.
    let tls: TLSFiles?
    /// Whether to list the endpoints the server answers instead of starting it.
    let listingRoutes: Bool

    init(_ input: CommandInput) throws {
        address = try input.value(Self.host)
        portNumber = try input.value(Self.port)
        threadCount = try input.value(Self.threads) ?? 4
        withDemo = input.flag(Self.demo)
        creating = input.flag(Self.create)
        tls = try TLSFiles(input)
        listingRoutes = input.flag(Self.routes)
    }

    func run(_ context: CommandContext) throws {
        if listingRoutes { return try listRoutes(context) }
        let address = self.address ?? context.configuration.listen?.host ?? "127.0.0.1"
        let portNumber = self.portNumber ?? context.configuration.listen?.port ?? 3000
        let database = try context.localDatabase()
        let store = try database.store(creating: creating, serving: threadCount)
        if database.isReachable {
            try prepare(store, database, context)
        } else {
            context.console.print(context.texts.databaseNotAnsweringYet(context.databaseShown))
        }
        var http = HTTPServerConfiguration(host: address, port: UInt16(portNumber), threads: threadCount, tls: try tls?.read())
        http.whenQuiet = ProcessMemory.giveBackFreed
        let configuration = context.configuration
        let parts = WebApplicationParts(
            store: store, clock: context.clock, calendar: context.calendar, lookup: configuration.metadataLookup(clock: context.clock),
            copyCataloguing: { configuration.copyCataloguingClient(log: $0) },
            answerCacheBytes: configuration.answerCacheMegabytes << 20, mailPassword: try configuration.mailPassword(), http: http)
        let shutdown = ShutdownSignal()
        let running: any RunningWebApplication
        do {
            running = try context.webApplication.start(parts)
        } catch {
            throw ServeError.cannotListen(host: address, port: portNumber)
        }
        let scheme = tls == nil ? "http" : "https"
        context.console.print(context.texts.serverRunning(scheme: scheme, address: address, port: running.port))
        printWhereToOpen(address, scheme: scheme, port: running.port, context)
        shutdown.wait()
        context.console.print(context.texts.stopping)
        running.stop()
        try database.close()
        context.console.print(context.texts.serverStopped)
    }

    /// Where the hint after the demo puts a real library: `data/library.sqlite`, unless that is the demo.
    static func libraryForReal(besides demo: String) -> String {
        demo == "data/library.sqlite" ? "data/my-library.sqlite" : "data/library.sqlite"
    }

    /// The demo data and the first administrator when asked for, or how to make one; with the demo,
    /// how to start an empty library for real.
    private func prepare(_ store: any LibraryStore, _ database: LocalDatabase, _ context: CommandContext) throws {
        if withDemo, try DemoLibrary.isEmpty(store) {
            try DemoLibrary.seed(into: store, clock: context.clock, storeAt: database.store(at:))
            context.console.print(context.texts.demoDataAdded)
        }
        if withDemo, try store.accountCount() > 0, (try? store.account(username: "admin")) != nil {
            context.console.print(context.texts.demoAdministratorKnown(database: context.databaseShown))
        }
        if withDemo {
            let program = CommandLine.arguments.first.flatMap { $0.hasSuffix("kartoteka") ? $0 : nil } ?? "kartoteka"
            let real = Self.libraryForReal(besides: context.databaseShown)
            context.console.print(context.texts.demoIsNotForReal(program: program, database: real))
        }
        guard try store.accountCount() == 0 else { return }
        if withDemo {
            let password = SecretTokens.password()
            _ = try store.addAccount(username: "admin", displayName: DemoLibrary.administratorName, role: .administrator,
                                     passwordHash: PasswordHasher().hash(password))
            context.console.print(context.texts.demoAdministratorPassword(password))
        } else {
            context.console.print(context.texts.noAccountsYet(database: context.databaseShown))
        }
    }
}
