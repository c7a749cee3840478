import Foundation
import KartotekaValues

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
