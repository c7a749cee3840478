import KartotekaClient
import KartotekaCore
import KartotekaUseCases

extension ServerDesk: NoticeDesk {
    func sendNotices(asOf day: Day?, dryRun: Bool) throws -> NoticeRunResource {
        let at = day?.isoText
        return try call { try await $0.sendNotices(dryRun: dryRun, at: at) }
    }

    func notices(_ query: NoticeQuery) throws -> PageResource<NoticeResource> {
        let (state, ticket, page) = (query.state?.rawValue, query.ticketNumber?.rawValue, query.page)
        return try call { try await $0.notices(state: state, ticket: ticket, offset: page.offset, limit: page.limit) }
    }
}
