import Foundation
import KartotekaValues

/// A receipt — a batch of the book of summary accounting — as the API shows it.
public struct ReceiptResource: Codable, Sendable, Hashable {
    /// The КСУ number: `2027/5`.
    public var number: String = ""
    public var year: Int = 0
    /// `YYYY-MM-DD`.
    public var receivedOn: String = ""
    /// `purchase`, `gift`, `subscription`, `exchange`, `replacement`, `legal_deposit`, `transfer` or `other`.
    public var source: String = ""
    public var supplier: String = ""
    /// `invoice`, `waybill`, `register`, `transfer_act` or `acceptance_act`.
    public var documentKind: String = ""
    public var documentNumber: String = ""
    /// `YYYY-MM-DD`.
    public var documentDate: String?
    public var note: String = ""
    /// Whether copies may still be catalogued into it.
    public var open: Bool = false
    /// What it brought.
    public var tally: FundTallyResource = FundTallyResource()
    public var createdAt: Date = Date(timeIntervalSince1970: 0)

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}
