import Dispatch
import Foundation
import KartotekaAuth
import KartotekaCore
import KartotekaDemo
import KartotekaHTTP
import KartotekaMail
import KartotekaServer
import KartotekaStore

/// `serve`: the web interface, the JSON API and the book's service.
enum ServeCommand {
    static let all: [CommandSpec] = [serve]

    static let serve = CommandSpec(
        "serve", Bilingual(ru: "запустить сервер: веб-интерфейс, JSON API и /locations", en: "start the server: web interface, JSON API and /locations"),
        options: [
            .value("host", "ADDRESS", "адрес (по умолчанию 127.0.0.1; 0.0.0.0 — все сети)", "address (default 127.0.0.1; 0.0.0.0 for every network)"),
            .value("port", "N", "порт (по умолчанию 3000)", "port (default 3000)"),
            .value("threads", "N", "число потоков (по умолчанию 4)", "threads (default 4)"),
            .flag("demo", "заполнить пустую базу демонстрационными данными", "fill an empty database with demo data"),
            .value("tls-cert", "FILE", "сертификат TLS (PEM) — включает HTTPS", "TLS certificate (PEM) — turns on HTTPS"),
            .value("tls-key", "FILE", "закрытый ключ TLS (PEM)", "TLS private key (PEM)"),
        ]
    ) { context, input in
        let host = input.option("host") ?? "127.0.0.1"
        let port = try input.integer("port", range: 0...65_535) ?? 3000
        let threads = try input.integer("threads", range: 1...64) ?? 4
        let store = try context.store()
        if input.flag("demo"), try DemoLibrary.isEmpty(store) {
            try DemoLibrary.seed(into: store, clock: context.clock) { instant in
                try SQLiteLibraryStore(path: context.databasePath, clock: FixedClock(instant), calendar: context.calendar)
            }
            context.console.print(context.text(ru: "Демонстрационные данные добавлены.", en: "Demo data added."))
        }
        if input.flag("demo"), try store.accountCount() > 0, (try? store.account(username: "admin")) != nil {
            context.console.print(context.text(
                ru: "Демо-администратор: admin (пароль был показан при первом запуске; новый: kartoteka --db \(context.databasePath) user passwd admin)",
                en: "Demo administrator: admin (the password was shown on the first start; a new one: kartoteka --db \(context.databasePath) user passwd admin)"))
        }
        if try store.accountCount() == 0 {
            if input.flag("demo") {
                let password = SecretTokens.password()
                _ = try store.addAccount(username: "admin", displayName: "Администратор", role: .administrator,
                                         passwordHash: PasswordHasher().hash(password))
                context.console.print(context.text(ru: "Демо-администратор: admin, пароль: \(password)",
                                                   en: "Demo administrator: admin, password: \(password)"))
            } else {
                context.console.print(context.text(
                    ru: "Учётных записей нет. Создайте администратора: kartoteka --db \(context.databasePath) user add admin --role administrator",
                    en: "No accounts yet. Create the administrator: kartoteka --db \(context.databasePath) user add admin --role administrator"))
            }
        }
        let requestLog = BufferedStandardErrorLog()
        let application = KartotekaApplication(dependencies: ServerDependencies(
            store: store, clock: context.clock, calendar: context.calendar, log: requestLog, mailer: CurlMailSender(),
            lookup: context.configuration.metadataLookup(clock: context.clock),
            answerCacheBytes: context.configuration.answerCacheMegabytes << 20))
        let tls = try tlsFiles(input)
        let server = HTTPServer(
            configuration: HTTPServerConfiguration(host: host, port: UInt16(port), threads: threads, tls: tls),
            handler: application.respond(to:))
        do {
            try server.start()
        } catch {
            throw ServeError.cannotListen(host: host, port: port)
        }
        let care = CareScheduler(store: store, clock: context.clock, log: StandardErrorLog())
        care.start()
        let scheme = tls == nil ? "http" : "https"
        context.console.print(context.text(ru: "Картотека работает: \(scheme)://\(host):\(server.port) (остановить — Ctrl+C)",
                                           en: "Kartoteka is running: \(scheme)://\(host):\(server.port) (stop with Ctrl+C)"))
        ShutdownSignal.wait()
        context.console.print(context.text(ru: "Останавливаюсь…", en: "Stopping…"))
        care.stop()
        server.stop()
        requestLog.stop()
        try store.checkpoint()
        context.console.print(context.text(ru: "Сервер остановлен, база данных закрыта.", en: "Server stopped, database closed."))
    }
}

/// The TLS key and certificate, read from `--tls-key` and `--tls-cert` (both or neither).
private func tlsFiles(_ input: CommandInput) throws -> (key: String, certificate: String)? {
    switch (input.option("tls-key"), input.option("tls-cert")) {
    case (nil, nil):
        return nil
    case (let key?, let certificate?):
        let read = { (path: String) in String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self) }
        return (try read(key), try read(certificate))
    case (nil, _?):
        throw UsageError.missingOption("tls-key", command: input.command)
    case (_?, nil):
        throw UsageError.missingOption("tls-cert", command: input.command)
    }
}

/// Why the server could not start.
enum ServeError: KartotekaError {
    case cannotListen(host: String, port: Int)

    var code: String { "cannot_listen" }
    var kind: FailureKind { .unavailable }
    var message: Bilingual {
        switch self {
        case .cannotListen(let host, let port):
            Bilingual(ru: "Не удалось открыть \(host):\(port): порт занят другой программой или адрес неверен. Укажите другой --port или --host.",
                      en: "Cannot listen on \(host):\(port): the port is taken by another program or the address is wrong. Choose another --port or --host.")
        }
    }
}

/// Blocks until SIGINT or SIGTERM arrives.
enum ShutdownSignal {
    static func wait() {
        let semaphore = DispatchSemaphore(value: 0)
        let queue = DispatchQueue(label: "kartoteka.signals")
        var sources: [any DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { semaphore.signal() }
            source.resume()
            sources.append(source)
        }
        semaphore.wait()
        sources.forEach { $0.cancel() }
    }
}
