import KartotekaClient
import KartotekaCore
import KartotekaUseCases

extension ServerDesk: NoticeDesk {
    func sendNotices(asOf day: Day?, dryRun: Bool) throws -> NoticeRunResource {
        try call { try await $0.sendNotices(dryRun: dryRun, at: day) }
    }
}
