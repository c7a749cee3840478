import Foundation
import KartotekaCore
import KartotekaWire

extension KSUResource.ReceiptLine {
    /// The resource for a line.
    public init(_ line: KSUReceiptLine) {
        self.init()
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

extension KSUResource.WriteOffLine {
    /// The resource for a line.
    public init(_ line: KSUWriteOffLine) {
        self.init()
        number = line.number?.text
        date = line.date?.isoText
        reason = line.reason?.rawValue
        tally = FundTallyResource(line.tally, titles: true)
        revaluedSum = line.revaluedSum.decimalText
        byType = KSUResource.keyed(line.breakdown.byType)
        bySection = KSUResource.keyed(line.breakdown.bySection)
    }
}

extension KSUResource.MovementLine {
    /// The resource for a line.
    public init(_ line: KSUMovementLine) {
        self.init()
        from = line.period.from.isoText
        to = line.period.to.isoText
        start = FundTallyResource(line.start)
        received = FundTallyResource(line.received)
        writtenOff = FundTallyResource(line.writtenOff)
        end = FundTallyResource(line.end)
    }
}

extension KSUResource {
    /// The resource for a book.
    public init(_ report: KSUReport) {
        self.init()
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
}

extension KSUResource {
    /// A breakdown keyed by the codes of its kinds or sections.
    static func keyed<Key: RawRepresentable>(_ counts: [Key: Int]) -> [String: Int] where Key.RawValue == String {
        Dictionary(uniqueKeysWithValues: counts.map { ($0.key.rawValue, $0.value) })
    }
}
