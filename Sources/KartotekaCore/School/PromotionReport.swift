/// What the yearly promotion does (or did): every pupil's step, and what each pupil leaving
/// school still holds.
public struct PromotionReport: Sendable, Hashable {
    /// Every pupil's step.
    public var promotion: ClassPromotion
    /// The open loans of the pupils leaving school, by reader.
    public var leaversHolding: [ReaderID: [LoanDetails]]
    /// Whether it was done (`false`: a dry run, nothing changed).
    public var applied: Bool
    /// The day it was worked out.
    public var day: Day
    /// The last grade of the school it used.
    public var lastGrade: Int
    /// When classes were promoted before this, if ever.
    public var previousPromotionOn: Day?
    /// The pupils a class list for this school year placed this summer, left in the class it gave.
    public var listedAhead: [ReaderRecord]

    /// Creates the report.
    public init(promotion: ClassPromotion, leaversHolding: [ReaderID: [LoanDetails]], applied: Bool, day: Day, lastGrade: Int,
                previousPromotionOn: Day?, listedAhead: [ReaderRecord] = []) {
        self.listedAhead = listedAhead
        self.promotion = promotion
        self.leaversHolding = leaversHolding
        self.applied = applied
        self.day = day
        self.lastGrade = lastGrade
        self.previousPromotionOn = previousPromotionOn
    }
}
