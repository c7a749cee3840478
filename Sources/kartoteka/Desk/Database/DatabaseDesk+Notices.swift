import KartotekaCore
import KartotekaUseCases
import KartotekaMail
import KartotekaWire

extension DatabaseDesk: NoticeDesk {
    /// Sends through the library's mail server with the configured mail password.
    func sendNotices(asOf day: Day?, dryRun: Bool) throws -> NoticeRunResource {
        let run = NoticeRun(store: try store, mailer: CurlMailSender(), mailPassword: try configuration.mailPassword(), clock: clock)
        let report = try run.run(asOf: day, dryRun: dryRun)
        let now = clock.now()
        return NoticeRunResource(day: report.day, dryRun: report.dryRun, planned: report.planned.map { NoticeResource($0, now: now) },
                                 sent: report.sent, failed: report.failed)
    }
}
