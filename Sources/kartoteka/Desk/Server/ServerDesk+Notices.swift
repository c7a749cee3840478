import KartotekaClient
import KartotekaCore
import KartotekaUseCases

extension ServerDesk: NoticeDesk {
    func sendNotices(asOf day: Day?, dryRun: Bool) throws -> NoticeRunResource {
        try call { try await $0.sendNotices(dryRun: dryRun, at: day) }
    }

    func notices(_ query: NoticeQuery) throws -> PageResource<NoticeResource> {
        let (state, ticket, page) = (query.state, query.ticketNumber, query.page)
        return try call { try await $0.notices(state: state, ticket: ticket, offset: page.offset, limit: page.limit) }
    }
}
