/// A line of the КСУ's first part, «Поступление в фонд»: one batch (or the copies that came
/// without one), with its copies, titles and sum, on and off the balance, by kind and by section.
public struct KSUReceiptLine: Sendable, Hashable, Codable {
    /// The batch's number; `nil` for copies catalogued without a batch, and for the totals.
    public var number: YearlyNumber?
    /// The batch's day.
    public var date: Day?
    /// Where it came from.
    public var source: ReceiptSource?
    /// What it came with.
    public var document: AccompanyingDocument?
    /// Its supplier.
    public var supplier: String
    /// Copies, titles and sums.
    public var tally: FundTally
    /// Copies by kind and by section.
    public var breakdown: KSUBreakdown

    /// Creates a line.
    public init(number: YearlyNumber?, date: Day?, source: ReceiptSource?, document: AccompanyingDocument?, supplier: String = "",
                tally: FundTally, breakdown: KSUBreakdown) {
        self.number = number
        self.date = date
        self.source = source
        self.document = document
        self.supplier = supplier
        self.tally = tally
        self.breakdown = breakdown
    }
}
