import KartotekaHTTP
import KartotekaCommandLine
import KartotekaServer

/// The web application while it answers: its HTTP server, scheduled care and request log.
struct RunningKartotekaWebApplication: RunningWebApplication {
    let server: HTTPServer
    let care: CareScheduler
    let requestLog: BufferedStandardErrorLog

    var port: UInt16 { server.port }

    func stop() {
        care.stop()
        server.stop()
        requestLog.stop()
    }
}
