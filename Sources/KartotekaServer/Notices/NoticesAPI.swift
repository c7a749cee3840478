import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/notices`: readers' notices — the list with how each went, a run that records the
/// reminders due and sends what waits, and sending one again.
enum NoticesAPI {
    static let endpoints = [list, send, retry]

    static let list = Endpoint.api(
        Routes.Notices.list, .permission(.browseReaders),
        Operation("Notices to readers, newest first, with how sending went.", tag: .notices),
        answer: .ok(NoticeResource.page, "One page of notices.")
    ) { context in
        let now = context.services.clock.now()
        let query = NoticeQuery(state: try context.query(Routes.Notices.state), ticketNumber: try context.query(Routes.Notices.ticket), page: try context.pageRequest())
        return PageResource(try context.store.notices(query)) { NoticeResource($0, now: now) }
    }

    static let send = Endpoint.api(
        Routes.Notices.send, .permission(.browseReaders),
        Operation("Record the loan reminders due (before the due day, overdue) and send every notice waiting, or "
                    + "failed and due to be tried again. Running it twice sends nothing twice.", tag: .notices, errors: [409]),
        ok: "What the run did."
    ) { context in
        let now = context.services.clock.now()
        let report = try context.run(SendNotices(asOf: try context.query(Routes.Notices.at), dryRun: try context.query(Routes.Notices.dryRun) ?? false,
                                                 through: context.services.mail, clock: context.services.clock))
        return NoticeRunResource(report, now: now)
    }

    static let retry = Endpoint.api(
        Routes.Notices.retry, .permission(.browseReaders),
        Operation("Send a notice again: one that failed, or one whose sending was interrupted (it may have reached "
                    + "the reader). It goes with the next run.", tag: .notices, errors: [409]),
        ok: "The notice, waiting to be sent."
    ) { context, noticeID in
        NoticeResource(try context.run(RetryNotice(noticeID)), now: context.services.clock.now())
    }
}
