import Foundation
import KartotekaWire
import KartotekaWireMapping

extension NoticeRunResource {
    /// The resource for what a run of notices did, as of `now`.
    public init(_ report: SendNotices.Report, now: Date) {
        self.init(day: report.day, dryRun: report.dryRun, planned: report.planned.map { NoticeResource($0, now: now) }, sent: report.sent,
                  failed: report.failed)
    }
}
