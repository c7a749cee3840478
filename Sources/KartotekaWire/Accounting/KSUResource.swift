import KartotekaCore

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
        public var supplier: String
        public var tally: FundTallyResource
        /// Copies by kind of document: `{"book": 3}`.
        public var byType: [String: Int]
        /// Copies by BBK section: `{"fiction": 2}`.
        public var bySection: [String: Int]

        /// The resource for a line.
        public init(_ line: KSUReceiptLine) {
            number = line.number?.text
            date = line.date?.isoText
            source = line.source?.rawValue
            documentKind = line.document?.kind.rawValue
            documentNumber = line.document?.number
            documentDate = line.document?.date?.isoText
            supplier = line.supplier
            tally = FundTallyResource(line.tally, titles: true)
            byType = KSUResource.keyed(line.breakdown.byType)
            bySection = KSUResource.keyed(line.breakdown.bySection)
        }
    }

    /// A line of part 2: an act (no number: the totals).
    public struct WriteOffLine: Codable, Sendable, Hashable {
        public var number: String?
        public var date: String?
        public var reason: String?
        public var tally: FundTallyResource
        public var revaluedSum: String
        public var byType: [String: Int]
        public var bySection: [String: Int]

        /// The resource for a line.
        public init(_ line: KSUWriteOffLine) {
            number = line.number?.text
            date = line.date?.isoText
            reason = line.reason?.rawValue
            tally = FundTallyResource(line.tally, titles: true)
            revaluedSum = line.revaluedSum.decimalText
            byType = KSUResource.keyed(line.breakdown.byType)
            bySection = KSUResource.keyed(line.breakdown.bySection)
        }
    }

    /// What one reason took out of the fund.
    public struct ReasonLine: Codable, Sendable, Hashable {
        public var reason: String
        public var tally: FundTallyResource
    }

    /// A line of part 3: a year (or the part of one in the period), or the whole period.
    public struct MovementLine: Codable, Sendable, Hashable {
        public var from: String
        public var to: String
        public var start: FundTallyResource
        public var received: FundTallyResource
        public var writtenOff: FundTallyResource
        public var end: FundTallyResource

        /// The resource for a line.
        public init(_ line: KSUMovementLine) {
            from = line.period.from.isoText
            to = line.period.to.isoText
            start = FundTallyResource(line.start)
            received = FundTallyResource(line.received)
            writtenOff = FundTallyResource(line.writtenOff)
            end = FundTallyResource(line.end)
        }
    }

    /// `YYYY-MM-DD`.
    public var from: String
    public var to: String
    public var receipts: [ReceiptLine]
    public var receiptTotals: ReceiptLine
    public var writeOffs: [WriteOffLine]
    public var writeOffTotals: WriteOffLine
    public var byReason: [ReasonLine]
    public var movement: [MovementLine]
    /// Copies that entered the fund in the period without a batch, counted from their own receipt day.
    public var copiesWithoutReceipt: Int
    /// Copies marked written off without an act here, which the book leaves out.
    public var writtenOffWithoutAct: Int
    /// Whether start + received − written off equals the fund counted copy by copy.
    public var reconciles: Bool

    /// The resource for a book.
    public init(_ report: KSUReport) {
        from = report.period.from.isoText
        to = report.period.to.isoText
        receipts = report.receipts.map(ReceiptLine.init)
        receiptTotals = ReceiptLine(report.receiptTotals)
        writeOffs = report.writeOffs.map(WriteOffLine.init)
        writeOffTotals = WriteOffLine(report.writeOffTotals)
        byReason = WriteOffReason.allCases.compactMap { reason in
            report.byReason[reason].map { ReasonLine(reason: reason.rawValue, tally: FundTallyResource($0)) }
        }
        movement = report.movement.map(MovementLine.init)
        copiesWithoutReceipt = report.copiesWithoutReceipt
        writtenOffWithoutAct = report.writtenOffWithoutAct
        reconciles = report.reconciles
    }

    /// A breakdown keyed by the codes of its kinds or sections.
    static func keyed<Key: RawRepresentable>(_ counts: [Key: Int]) -> [String: Int] where Key.RawValue == String {
        Dictionary(uniqueKeysWithValues: counts.map { ($0.key.rawValue, $0.value) })
    }
}
