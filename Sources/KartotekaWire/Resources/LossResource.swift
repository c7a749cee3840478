import Foundation
import KartotekaValues

/// A lost book as the API shows it: the copy, who lost it, and how it was settled.
public struct LossResource: Codable, Sendable, Hashable {
    /// How a loss was settled.
    public struct Settlement: Codable, Sendable, Hashable {
        /// `replaced`, `paid` or `by_hand`.
        public var how: String
        public var note: String
        /// The sum paid, `254.00`.
        public var amount: String?
        public var settledAt: Date
        public var settledBy: String?

        /// Creates it from its parts.
        public init(how: String, note: String, amount: String? = nil, settledAt: Date, settledBy: String? = nil) {
            self.how = how
            self.note = note
            self.amount = amount
            self.settledAt = settledAt
            self.settledBy = settledBy
        }
    }

    public var id: Int64 = 0
    public var inventoryNumber: String = ""
    /// `Лермонтов М. Ю. Герой нашего времени`.
    public var title: String = ""
    public var ticketNumber: String?
    public var loanId: Int64?
    public var recordedAt: Date = Date(timeIntervalSince1970: 0)
    public var recordedBy: String?
    /// How it was settled; absent while it is not, and the reader may not borrow.
    public var settlement: Settlement?
    /// The inventory number of the copy the reader brought instead, catalogued when it was settled.
    public var replacement: String?
    /// The act of write-off (`2027/3`) that took the lost copy out of the fund; absent while none has.
    public var writeOff: String?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

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
