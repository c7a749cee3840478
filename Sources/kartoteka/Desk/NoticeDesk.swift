import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// Readers' notices, for the `notices` commands.
protocol NoticeDesk: Sendable {
    /// Records the loan reminders due on `day` (default: today) and sends what waits; with
    /// `dryRun`, only says what it would record.
    func sendNotices(asOf day: Day?, dryRun: Bool) throws -> NoticeRunResource
    /// A page of notices, newest first, with how sending went.
    func notices(_ query: NoticeQuery) throws -> PageResource<NoticeResource>
}
