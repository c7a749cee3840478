import Foundation
import KartotekaCore
import KartotekaUseCases
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/notices`: readers' notices — the list with how each went, a run that records the
/// reminders due and sends what waits, and sending one again.
enum NoticesAPI {
    static let endpoints = [list, send, retry]

    static let state = QueryParameter<NoticeState>(
        "state", schema: OpenAPISchema.string(values: NoticeState.allCases.map(\.rawValue)), description: "Only notices in this state.") {
        NoticeState(rawValue: $0)
    }
    static let ticket = QueryParameter<TicketNumber>(
        "ticket", schema: OpenAPISchema.string(), description: "Only this reader's notices.") { try? TicketNumber(validating: $0) }
    static let dryRun = QueryParameters.flag("dryRun", "`1`: only say which notices would be recorded; nothing is recorded or sent.")
    static let at = QueryParameters.day("at", "The day to make the loan reminders for (`YYYY-MM-DD`); today by default.")

    static let list = Endpoint.api(
        .get, "/api/v1/notices", .permission(.circulate),
        Operation("listNotices", "Notices to readers, newest first, with how sending went.", tag: .notices),
        query: [state, ticket] + QueryParameters.paging, answer: .ok(Schemas.noticePage, "One page of notices.")
    ) { context in
        let now = context.services.clock.now()
        let query = NoticeQuery(state: try context.query(state), ticketNumber: try context.query(ticket), page: try context.pageRequest())
        return PageResource(try context.store.notices(query)) { NoticeResource($0, now: now) }
    }

    static let send = Endpoint.api(
        .post, "/api/v1/notices/send", .permission(.circulate),
        Operation("sendNotices", "Record the loan reminders due (before the due day, overdue) and send every notice waiting, or "
                    + "failed and due to be tried again. Running it twice sends nothing twice.", tag: .notices, errors: [409]),
        query: [dryRun, at], answer: .ok(Schemas.noticeRun, "What the run did.")
    ) { context in
        let now = context.services.clock.now()
        let report = try context.run(SendNotices(asOf: try context.query(at), dryRun: try context.query(dryRun) ?? false,
                                                 through: context.services.mail, clock: context.services.clock))
        return NoticeRunResource(report, now: now)
    }

    static let retry = Endpoint.api(
        .post, "/api/v1/notices/\(PathParameters.noticeID)/retry", .permission(.circulate),
        Operation("retryNotice", "Send a notice again: one that failed, or one whose sending was interrupted (it may have reached "
                    + "the reader). It goes with the next run.", tag: .notices, errors: [409]),
        answer: .ok(Schemas.notice, "The notice, waiting to be sent.")
    ) { context in
        NoticeResource(try context.run(RetryNotice(context.path(PathParameters.noticeID))), now: context.services.clock.now())
    }
}
