import Foundation
import KartotekaCore

/// A receipt — a batch of the book of summary accounting — as the API shows it.
public struct ReceiptResource: Codable, Sendable, Hashable {
    /// The КСУ number: `2027/5`.
    public var number: String
    public var year: Int
    /// `YYYY-MM-DD`.
    public var receivedOn: String
    /// `purchase`, `gift`, `subscription`, `exchange`, `replacement`, `legal_deposit`, `transfer` or `other`.
    public var source: String
    public var supplier: String
    /// `invoice`, `waybill`, `register`, `transfer_act` or `acceptance_act`.
    public var documentKind: String
    public var documentNumber: String
    /// `YYYY-MM-DD`.
    public var documentDate: String?
    public var note: String
    /// Whether copies may still be catalogued into it.
    public var open: Bool
    /// What it brought.
    public var tally: FundTallyResource
    public var createdAt: Date

    /// The resource for a stored receipt.
    public init(_ record: ReceiptRecord) {
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
