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

extension ReceiptResource: SchemaDescribed {
    public static let schema = Schema<ReceiptResource>.resource(
        "Receipt",
        "A receipt: a batch of documents entering the fund with one accompanying document — a line of the book of summary "
            + "accounting (КСУ), numbered from 1 each year.",
        [
            .init("number", \.number, "`2027/5`."), .init("year", \.year, .integer(minimum: 1000, maximum: 9999)),
            .init("receivedOn", \.receivedOn, .date()), .init("source", \.source, .string(values: ReceiptSource.codes)),
            .init("supplier", \.supplier), .init("documentKind", \.documentKind, .string(values: AccompanyingDocumentKind.codes)),
            .init("documentNumber", \.documentNumber), .init("documentDate", \.documentDate, .date()), .init("note", \.note),
            .init("open", \.open, "Whether copies may still join it."), .init("tally", \.tally), .init("createdAt", \.createdAt),
        ])

    /// One page of receipts.
    public static let page = Schema<PageResource<ReceiptResource>>.page("ReceiptPage", of: schema)
}
