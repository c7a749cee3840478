import Foundation
import KartotekaValues

extension LossResource: SchemaDescribed {
    public static let schema = Schema<LossResource>.resource(
        "Loss", "A book a reader lost: the loan ended without a return and the copy is lost.",
        [
            .init("id", \.id, .id), .init("inventoryNumber", \.inventoryNumber), .init("title", \.title),
            .init("ticketNumber", \.ticketNumber), .init("loanId", \.loanId, .id), .init("recordedAt", \.recordedAt),
            .init("recordedBy", \.recordedBy), .init("settlement", \.settlement),
            .init("replacement", \.replacement, "The inventory number of the copy accepted instead, catalogued when it was settled."),
            .init("writeOff", \.writeOff, "The act of write-off (`2027/3`) that took the lost copy out of the fund."),
        ])

    /// One page of lost books.
    public static let page = Schema<PageResource<LossResource>>.page("LossPage", of: schema)
}

extension LossResource.Settlement: SchemaDescribed {
    public static let schema = Schema<LossResource.Settlement>.resource(
        nil, "How it was made good; absent while it is not (and the reader may not borrow).",
        [
            .init("how", \.how, .string(values: LossSettlementKind.codes)), .init("note", \.note),
            .init("amount", \.amount, .price()), .init("settledAt", \.settledAt), .init("settledBy", \.settledBy),
        ])
}
