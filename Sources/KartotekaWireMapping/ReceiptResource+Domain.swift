import Foundation
import KartotekaCore
import KartotekaWire

extension ReceiptResource {
    /// The resource for a stored receipt.
    public init(_ record: ReceiptRecord) {
        self.init()
        number = record.number.text
        year = record.number.year
        receivedOn = record.receipt.receivedOn.isoText
        source = record.receipt.source.rawValue
        supplier = record.receipt.supplier
        documentKind = record.receipt.document.kind.rawValue
        documentNumber = record.receipt.document.number
        documentDate = record.receipt.document.date?.isoText
        note = record.receipt.note
        open = record.isOpen
        tally = FundTallyResource(record.tally, titles: true)
        createdAt = record.createdAt
    }
}
