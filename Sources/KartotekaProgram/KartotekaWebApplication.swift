import KartotekaCommandLine
import KartotekaHTTP
import KartotekaMail
import KartotekaServer
import KartotekaUseCases
import KartotekaWire

/// The server module's web application, as `serve` starts it: the HTTP server answering through
/// ``KartotekaApplication``, its request log, and the library's scheduled care.
struct KartotekaWebApplication: WebApplication {
    var routes: [RouteListing] { KartotekaApplication.routes }

    func start(_ parts: WebApplicationParts) throws -> any RunningWebApplication {
        let requestLog = BufferedStandardErrorLog()
        let application = KartotekaApplication(dependencies: ServerDependencies(
            store: parts.store, clock: parts.clock, calendar: parts.calendar, log: requestLog, mailer: CurlMailSender(),
            lookup: parts.lookup, copyCataloguing: parts.copyCataloguing { requestLog.write($0) },
            answerCacheBytes: parts.answerCacheBytes, mailPassword: parts.mailPassword))
        let server = HTTPServer(configuration: parts.http, screening: application.screen, answering: application.answer)
        do {
            try server.start()
        } catch {
            requestLog.stop()
            throw error
        }
        let notices = LibraryMail(store: parts.store, mailer: CurlMailSender(), mailPassword: parts.mailPassword)
        let care = CareScheduler(store: parts.store, clock: parts.clock, log: StandardErrorLog(), notices: notices, calendar: parts.calendar)
        care.start()
        return RunningKartotekaWebApplication(server: server, care: care, requestLog: requestLog)
    }
}
