/// What a store knows for a book of summary accounting over a period, which ``KSUReport`` turns
/// into the book's three parts: the fund at the period's first and after its last day, counted
/// copy by copy, the copies that entered it in the period, the batches and the acts of the period.
public struct LedgerFacts: Sendable, Hashable {
    /// The period.
    public var period: LedgerPeriod
    /// The fund as the period starts.
    public var start: FundTally
    /// The fund after its last day, counted apart (start + received − written off must equal it).
    public var end: FundTally
    /// The copies that entered the fund in the period.
    public var received: [LedgerCopy]
    /// The batches received in the period, with or without copies.
    public var receipts: [ReceiptRecord]
    /// The acts of write-off of the period, with their copies.
    public var acts: [WriteOffRecord]
    /// Copies marked written off without an act here (before these accounts were kept, or in
    /// IRBIS before an import), which the book does not count.
    public var writtenOffWithoutAct: Int

    /// Creates the facts.
    public init(period: LedgerPeriod, start: FundTally, end: FundTally, received: [LedgerCopy], receipts: [ReceiptRecord],
                acts: [WriteOffRecord], writtenOffWithoutAct: Int) {
        self.period = period
        self.start = start
        self.end = end
        self.received = received
        self.receipts = receipts
        self.acts = acts
        self.writtenOffWithoutAct = writtenOffWithoutAct
    }
}
