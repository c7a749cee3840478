import KartotekaAuth
import KartotekaCore
import KartotekaDemo
import KartotekaHTTP
import KartotekaMail
import KartotekaServer
import KartotekaStore

/// `serve`: the web interface, the JSON API and the book's service, until Ctrl+C. The database
/// must exist unless `--create` is given (the other way to make one is `init`). On PostgreSQL the
/// server starts even while the database server does not answer yet, answering 503 until it does;
/// several servers may work on one database.
struct ServeCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "serve", Bilingual(ru: "запустить сервер: веб-интерфейс, JSON API и /locations", en: "start the server: web interface, JSON API and /locations"),
        details: Bilingual(ru: "Без --create база данных должна уже быть (kartoteka --db ФАЙЛ init).\nПример: kartoteka --db data/kartoteka.sqlite serve --create --demo\n"
                               + "С PostgreSQL (--db postgresql://…) на одной базе могут работать несколько серверов.",
                           en: "Without --create the database must exist already (kartoteka --db FILE init).\nExample: kartoteka --db data/kartoteka.sqlite serve --create --demo\n"
                               + "With PostgreSQL (--db postgresql://…) several servers may work on one database."))
    /// `--host ADDRESS`.
    static let host = Option.text("host", "ADDRESS", "адрес (по умолчанию 127.0.0.1; 0.0.0.0 — все сети)", "address (default 127.0.0.1; 0.0.0.0 for every network)")
    /// `--port N`.
    static let port = Option.integer("port", range: 0...65_535, "порт (по умолчанию 3000)", "port (default 3000)")
    /// `--threads N`.
    static let threads = Option.integer("threads", range: 1...64, "число потоков (по умолчанию 4)", "threads (default 4)")
    /// `--demo`.
    static let demo = Flag("demo", "заполнить пустую базу демонстрационными данными", "fill an empty database with demo data")
    /// `--create`.
    static let create = Flag("create", "создать базу данных, если её нет", "create the database when there is none")
    static let options: [any OptionDeclaration] = [host, port, threads, demo, create, TLSFiles.certificate, TLSFiles.key]

    /// The address to listen on.
    let address: String
    /// The port (0: one the system picks).
    let portNumber: Int
    /// How many threads answer requests.
    let threadCount: Int
    /// Whether an empty library gets the demo data.
    let withDemo: Bool
    /// Whether a missing database is created.
    let creating: Bool
    /// The TLS files, for HTTPS.
    let tls: TLSFiles?

    init(_ input: CommandInput) throws {
        address = try input.value(Self.host) ?? "127.0.0.1"
        portNumber = try input.value(Self.port) ?? 3000
        threadCount = try input.value(Self.threads) ?? 4
        withDemo = input.flag(Self.demo)
        creating = input.flag(Self.create)
        tls = try TLSFiles(input)
    }

    func run(_ context: CommandContext) throws {
        let database = try context.localDatabase()
        let store = try database.store(creating: creating, serving: threadCount)
        if database.isReachable {
            try prepare(store, database, context)
        } else {
            context.console.print(context.text(
                ru: "База данных \(context.databaseShown) пока не отвечает. Сервер запускается и отвечает «база данных недоступна» (503), пока она не ответит; подключится сам.",
                en: "The database \(context.databaseShown) does not answer yet. The server starts and answers “the database cannot be reached” (503) until it does; it connects by itself."))
        }
        let requestLog = BufferedStandardErrorLog()
        let application = KartotekaApplication(dependencies: ServerDependencies(
            store: store, clock: context.clock, calendar: context.calendar, log: requestLog, mailer: CurlMailSender(),
            lookup: context.configuration.metadataLookup(clock: context.clock),
            answerCacheBytes: context.configuration.answerCacheMegabytes << 20, mailPassword: try context.configuration.mailPassword()))
        let server = HTTPServer(
            configuration: HTTPServerConfiguration(host: address, port: UInt16(portNumber), threads: threadCount, tls: try tls?.read()),
            answering: application.answer)
        let shutdown = ShutdownSignal()
        do {
            try server.start()
        } catch {
            throw ServeError.cannotListen(host: address, port: portNumber)
        }
        let care = CareScheduler(store: store, clock: context.clock, log: StandardErrorLog())
        care.start()
        let scheme = tls == nil ? "http" : "https"
        context.console.print(context.text(ru: "Картотека работает: \(scheme)://\(address):\(server.port) (остановить — Ctrl+C)",
                                           en: "Kartoteka is running: \(scheme)://\(address):\(server.port) (stop with Ctrl+C)"))
        shutdown.wait()
        context.console.print(context.text(ru: "Останавливаюсь…", en: "Stopping…"))
        care.stop()
        server.stop()
        requestLog.stop()
        try database.close()
        context.console.print(context.text(ru: "Сервер остановлен, база данных закрыта.", en: "Server stopped, database closed."))
    }

    /// The demo data and the first administrator when asked for, or how to make one.
    private func prepare(_ store: any LibraryStore, _ database: LocalDatabase, _ context: CommandContext) throws {
        if withDemo, try DemoLibrary.isEmpty(store) {
            try DemoLibrary.seed(into: store, clock: context.clock, storeAt: database.store(at:))
            context.console.print(context.text(ru: "Демонстрационные данные добавлены.", en: "Demo data added."))
        }
        if withDemo, try store.accountCount() > 0, (try? store.account(username: "admin")) != nil {
            context.console.print(context.text(
                ru: "Демо-администратор: admin (пароль был показан при первом запуске; новый: kartoteka --db \(context.databaseShown) user passwd admin)",
                en: "Demo administrator: admin (the password was shown on the first start; a new one: kartoteka --db \(context.databaseShown) user passwd admin)"))
        }
        guard try store.accountCount() == 0 else { return }
        if withDemo {
            let password = SecretTokens.password()
            _ = try store.addAccount(username: "admin", displayName: "Администратор", role: .administrator,
                                     passwordHash: PasswordHasher().hash(password))
            context.console.print(context.text(ru: "Демо-администратор: admin, пароль: \(password)",
                                               en: "Demo administrator: admin, password: \(password)"))
        } else {
            context.console.print(context.text(
                ru: "Учётных записей нет. Создайте администратора: kartoteka --db \(context.databaseShown) user add admin --role administrator",
                en: "No accounts yet. Create the administrator: kartoteka --db \(context.databaseShown) user add admin --role administrator"))
        }
    }
}
