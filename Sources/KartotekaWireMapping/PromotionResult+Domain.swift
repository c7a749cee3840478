import Foundation
import KartotekaCore
import KartotekaWire

extension PromotionResult {
    /// The result of a promotion report.
    public init(_ report: PromotionReport) {
        self.init()
        dryRun = !report.applied
        day = report.day.isoText
        lastGrade = report.lastGrade
        previousPromotionOn = report.previousPromotionOn?.isoText
        func step(_ step: ClassPromotion.Step) -> Step {
            Step(ticketNumber: step.reader.reader.ticketNumber.rawValue, name: step.reader.reader.fullName, from: step.from.text,
                 to: step.to?.text, holding: step.to == nil
                     ? (report.leaversHolding[step.reader.id] ?? []).map { LoanResource($0, today: report.day) } : nil)
        }
        promoted = report.promotion.promoted.map(step)
        graduated = report.promotion.leaving.map(step)
        listedAhead = report.listedAhead.compactMap { record in
            record.reader.currentClass.map { Step(ticketNumber: record.reader.ticketNumber.rawValue, name: record.reader.fullName,
                                                  from: $0.text, to: $0.text) }
        }
    }
}
