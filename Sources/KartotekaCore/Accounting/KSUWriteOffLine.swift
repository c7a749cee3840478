/// A line of the КСУ's second part, «Выбытие из фонда»: one act of write-off, with its copies,
/// titles and sum at the fund's prices, on and off the balance, by kind and by section, and what
/// the act wrote off after revaluation.
public struct KSUWriteOffLine: Sendable, Hashable, Codable {
    /// The act's number; `nil` for the totals.
    public var number: YearlyNumber?
    /// The act's day.
    public var date: Day?
    /// Why; `nil` for the totals.
    public var reason: WriteOffReason?
    /// Copies, titles and sums at the fund's prices.
    public var tally: FundTally
    /// The prices times the coefficients.
    public var revaluedSum: Money
    /// Copies by kind and by section.
    public var breakdown: KSUBreakdown

    /// Creates a line.
    public init(number: YearlyNumber?, date: Day?, reason: WriteOffReason?, tally: FundTally, revaluedSum: Money, breakdown: KSUBreakdown) {
        self.number = number
        self.date = date
        self.reason = reason
        self.tally = tally
        self.revaluedSum = revaluedSum
        self.breakdown = breakdown
    }
}
