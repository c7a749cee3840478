import KartotekaValues

/// The book of summary accounting (КСУ) of a period as the API shows it: part 1 receipts by
/// batch, part 2 write-offs by act, part 3 the fund's movement year by year.
public struct KSUResource: Codable, Sendable, Hashable {
    /// A line of part 1: a batch (no number: the copies that came without one, or the totals).
    public struct ReceiptLine: Codable, Sendable, Hashable {
        public var number: String?
        public var date: String?
        public var source: String?
        public var documentKind: String?
        public var documentNumber: String?
        public var documentDate: String?
        public var supplier: String = ""
        public var tally: FundTallyResource = FundTallyResource()
        /// Copies by kind of document: `{"book": 3}`.
        public var byType: [String: Int] = [:]
        /// Copies by BBK section: `{"fiction": 2}`.
        public var bySection: [String: Int] = [:]

        /// Empty, for the mapping from the domain to fill in.
        public init() {}
    }

    /// A line of part 2: an act (no number: the totals).
    public struct WriteOffLine: Codable, Sendable, Hashable {
        public var number: String?
        public var date: String?
        public var reason: String?
        public var tally: FundTallyResource = FundTallyResource()
        public var revaluedSum: String = ""
        public var byType: [String: Int] = [:]
        public var bySection: [String: Int] = [:]

        /// Empty, for the mapping from the domain to fill in.
        public init() {}
    }

    /// What one reason took out of the fund.
    public struct ReasonLine: Codable, Sendable, Hashable {
        public var reason: String
        public var tally: FundTallyResource

        /// Creates it from its parts.
        public init(reason: String, tally: FundTallyResource) {
            self.reason = reason
            self.tally = tally
        }
    }

    /// A line of part 3: a year (or the part of one in the period), or the whole period.
    public struct MovementLine: Codable, Sendable, Hashable {
        public var from: String = ""
        public var to: String = ""
        public var start: FundTallyResource = FundTallyResource()
        public var received: FundTallyResource = FundTallyResource()
        public var writtenOff: FundTallyResource = FundTallyResource()
        public var end: FundTallyResource = FundTallyResource()

        /// Empty, for the mapping from the domain to fill in.
        public init() {}
    }

    /// `YYYY-MM-DD`.
    public var from: String = ""
    public var to: String = ""
    public var receipts: [ReceiptLine] = []
    public var receiptTotals: ReceiptLine = ReceiptLine()
    public var writeOffs: [WriteOffLine] = []
    public var writeOffTotals: WriteOffLine = WriteOffLine()
    public var byReason: [ReasonLine] = []
    public var movement: [MovementLine] = []
    /// Copies that entered the fund in the period without a batch, counted from their own receipt day.
    public var copiesWithoutReceipt: Int = 0
    /// Copies marked written off without an act here, which the book leaves out.
    public var writtenOffWithoutAct: Int = 0
    /// Whether start + received − written off equals the fund counted copy by copy.
    public var reconciles: Bool = false

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}
