import KartotekaCore

/// What the yearly promotion did, or would do (a dry run): who moves to which class, and who
/// leaves school with what they still hold.
public struct PromotionResult: Codable, Sendable, Hashable {
    /// A pupil's step.
    public struct Step: Codable, Sendable, Hashable {
        public var ticketNumber: String
        /// `Иванов Иван Иванович`.
        public var name: String
        /// `5А`.
        public var from: String
        /// `6А`; absent for a pupil leaving school.
        public var to: String?
        /// What a pupil leaving school still holds.
        public var holding: [LoanResource]?
    }

    /// Whether nothing was changed.
    public var dryRun: Bool
    /// `YYYY-MM-DD`.
    public var day: String
    /// The school's last grade (11, or 9 for a basic school).
    public var lastGrade: Int
    /// `YYYY-MM-DD` of the promotion before, if there was one.
    public var previousPromotionOn: String?
    public var promoted: [Step]
    public var graduated: [Step]

    /// The result of a promotion report.
    public init(_ report: PromotionReport) {
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
    }
}
