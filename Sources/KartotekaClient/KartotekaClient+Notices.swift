import Foundation

extension KartotekaClient {
    /// A page of notices to readers, newest first; `state` and `ticket` narrow it.
    public func notices(state: NoticeState? = nil, ticket: TicketNumber? = nil, offset: Int = 0,
                        limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<NoticeResource> {
        try await send(Routes.Notices.list, query: Self.page(offset: offset, limit: limit) + [
            Routes.Notices.state.item(state), Routes.Notices.ticket.item(ticket),
        ])
    }

    /// Records the loan reminders due on a day (today by default) and sends what waits; with
    /// `dryRun`, only says what it would record.
    public func sendNotices(dryRun: Bool = false, at day: Day? = nil) async throws(KartotekaClientError) -> NoticeRunResource {
        try await send(Routes.Notices.send, query: [Routes.Notices.dryRun.item(dryRun ? true : nil), Routes.Notices.at.item(day)])
    }

    /// Sends a failed or interrupted notice again, with the next run.
    public func retryNotice(_ id: Int64) async throws(KartotekaClientError) -> NoticeResource {
        try await send(Routes.Notices.retry, NoticeID(id))
    }
}
