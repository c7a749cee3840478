import KartotekaCore
import KartotekaUseCases
import KartotekaMail
import KartotekaWire
import KartotekaWireMapping

extension DatabaseDesk: NoticeDesk {
    /// Sends through the library's mail server with the configured mail password.
    func sendNotices(asOf day: Day?, dryRun: Bool) throws -> NoticeRunResource {
        let mail = LibraryMail(store: try store, mailer: CurlMailSender(), mailPassword: try configuration.mailPassword())
        let report = try run(SendNotices(asOf: day, dryRun: dryRun, through: mail, clock: clock))
        return NoticeRunResource(report, now: clock.now())
    }

    func notices(_ query: NoticeQuery) throws -> PageResource<NoticeResource> {
        let now = clock.now()
        return PageResource(try store.notices(query)) { NoticeResource($0, now: now) }
    }
}
