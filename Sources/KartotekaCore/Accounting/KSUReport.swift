/// The book of summary accounting of the fund (книга суммарного учёта, КСУ) for a period, in its
/// three parts: receipts by batch, write-offs by act, and the fund's movement year by year. Every
/// copy counts once where it entered and once where it left, at one value, so the totals
/// reconcile to the copy: start + received − written off = end.
public struct KSUReport: Sendable, Hashable, Codable {
    /// The period.
    public var period: LedgerPeriod
    /// Part 1: a line per batch received in the period (in day and number order), then one for
    /// the copies that entered the fund without a batch, if any.
    public var receipts: [KSUReceiptLine]
    /// Part 1's totals.
    public var receiptTotals: KSUReceiptLine
    /// Part 2: a line per act of the period, in day and number order.
    public var writeOffs: [KSUWriteOffLine]
    /// Part 2's totals.
    public var writeOffTotals: KSUWriteOffLine
    /// Part 2 by reason: what each reason took out of the fund.
    public var byReason: [WriteOffReason: FundTally]
    /// Part 3: a line per calendar year the period touches, then one for the whole period when
    /// it touches more than one.
    public var movement: [KSUMovementLine]
    /// Copies that entered the fund in the period without a batch (catalogued before receipts
    /// were kept, or imported without a КСУ number): counted from their own receipt day.
    public var copiesWithoutReceipt: Int
    /// Copies marked written off without an act, which the book leaves out altogether.
    public var writtenOffWithoutAct: Int
    /// The fund after the period as counted copy by copy; equal to the last movement line's end
    /// when the accounts are whole.
    public var countedEnd: FundTally

    /// Builds the book from what the store knows.
    public init(_ facts: LedgerFacts) {
        period = facts.period
        writtenOffWithoutAct = facts.writtenOffWithoutAct
        countedEnd = facts.end
        let receiptLines = KSUReport.receiptLines(facts)
        receipts = receiptLines
        copiesWithoutReceipt = facts.received.filter { $0.receipt == nil }.count
        var totals = receiptLines.reduce(KSUReceiptLine(number: nil, date: nil, source: nil, document: nil, tally: FundTally(),
                                                        breakdown: KSUBreakdown())) { sum, line in
            KSUReceiptLine(number: nil, date: nil, source: nil, document: nil, tally: sum.tally.adding(line.tally),
                           breakdown: sum.breakdown.adding(line.breakdown))
        }
        totals.tally.titles = Set(facts.received.map(\.titleID)).count
        receiptTotals = totals
        let acts = facts.acts.sorted { ($0.date, $0.number) < ($1.date, $1.number) }
        writeOffs = acts.map(KSUReport.writeOffLine)
        var allItems = FundTally()
        var breakdown = KSUBreakdown()
        var reasons: [WriteOffReason: FundTally] = [:]
        for act in acts {
            for item in act.items {
                allItems.add(price: item.price, onBalance: item.onBalance)
                breakdown.add(item.documentType, item.section)
                reasons[act.reason, default: FundTally()].add(price: item.price, onBalance: item.onBalance)
            }
        }
        allItems.titles = Set(acts.flatMap { $0.items.map { $0.titleID.map { "\($0)" } ?? $0.description } }).count
        writeOffTotals = KSUWriteOffLine(number: nil, date: nil, reason: nil, tally: allItems,
                                         revaluedSum: Money(kopecks: acts.reduce(0) { $0 + $1.revaluedSum.kopecks }), breakdown: breakdown)
        byReason = reasons
        movement = KSUReport.movementLines(facts)
    }

    /// Whether start + received − written off gives the fund counted after the period.
    public var reconciles: Bool {
        guard let last = movement.last else { return true }
        return last.end.onBalanceCopies == countedEnd.onBalanceCopies && last.end.offBalanceCopies == countedEnd.offBalanceCopies
            && last.end.onBalanceSum == countedEnd.onBalanceSum && last.end.offBalanceSum == countedEnd.offBalanceSum
    }

    private static func receiptLines(_ facts: LedgerFacts) -> [KSUReceiptLine] {
        var copiesByBatch: [YearlyNumber: [LedgerCopy]] = [:]
        var loose: [LedgerCopy] = []
        for copy in facts.received {
            if let number = copy.receipt { copiesByBatch[number, default: []].append(copy) } else { loose.append(copy) }
        }
        var lines = facts.receipts.sorted { ($0.receipt.receivedOn, $0.number) < ($1.receipt.receivedOn, $1.number) }.map { record in
            let (tally, breakdown) = count(copiesByBatch[record.number] ?? [])
            return KSUReceiptLine(number: record.number, date: record.receipt.receivedOn, source: record.receipt.source,
                                  document: record.receipt.document, supplier: record.receipt.supplier, tally: tally, breakdown: breakdown)
        }
        if !loose.isEmpty {
            let (tally, breakdown) = count(loose)
            lines.append(KSUReceiptLine(number: nil, date: nil, source: nil, document: nil, tally: tally, breakdown: breakdown))
        }
        return lines
    }

    private static func count(_ copies: [LedgerCopy]) -> (FundTally, KSUBreakdown) {
        var tally = FundTally()
        var breakdown = KSUBreakdown()
        for copy in copies {
            tally.add(price: copy.price, onBalance: copy.onBalance)
            breakdown.add(copy.documentType, copy.section)
        }
        tally.titles = Set(copies.map(\.titleID)).count
        return (tally, breakdown)
    }

    private static func writeOffLine(_ act: WriteOffRecord) -> KSUWriteOffLine {
        var breakdown = KSUBreakdown()
        for item in act.items { breakdown.add(item.documentType, item.section) }
        return KSUWriteOffLine(number: act.number, date: act.date, reason: act.reason, tally: act.tally, revaluedSum: act.revaluedSum,
                               breakdown: breakdown)
    }

    private static func movementLines(_ facts: LedgerFacts) -> [KSUMovementLine] {
        var lines: [KSUMovementLine] = []
        var start = facts.start
        for span in facts.period.years {
            var received = FundTally()
            for copy in facts.received where span.contains(copy.receivedOn) { received.add(price: copy.price, onBalance: copy.onBalance) }
            var went = FundTally()
            for act in facts.acts where span.contains(act.date) {
                for item in act.items { went.add(price: item.price, onBalance: item.onBalance) }
            }
            let line = KSUMovementLine(period: span, start: start, received: received, writtenOff: went)
            lines.append(line)
            start = line.end
        }
        if lines.count > 1, let first = lines.first {
            let received = lines.reduce(FundTally()) { $0.adding($1.received) }
            let went = lines.reduce(FundTally()) { $0.adding($1.writtenOff) }
            lines.append(KSUMovementLine(period: facts.period, start: first.start, received: received, writtenOff: went))
        }
        return lines
    }
}
