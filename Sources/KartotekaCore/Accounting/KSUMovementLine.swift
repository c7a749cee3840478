/// A line of the КСУ's third part, «Итоги движения фонда»: the fund at the start of a span, what
/// came and went in it, and the fund at its end — copies and roubles, on and off the balance.
public struct KSUMovementLine: Sendable, Hashable, Codable {
    /// The span: a year, or the part of one the period holds, or the whole period.
    public var period: LedgerPeriod
    /// The fund on the span's first day.
    public var start: FundTally
    /// What entered it.
    public var received: FundTally
    /// What left it.
    public var writtenOff: FundTally
    /// The fund after its last day: start + received − written off.
    public var end: FundTally

    /// Creates a line.
    public init(period: LedgerPeriod, start: FundTally, received: FundTally, writtenOff: FundTally) {
        self.period = period
        self.start = start
        self.received = received
        self.writtenOff = writtenOff
        self.end = start.adding(received).subtracting(writtenOff)
    }
}
