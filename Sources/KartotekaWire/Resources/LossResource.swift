import Foundation
import KartotekaCore

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
    }

    public var id: Int64
    public var inventoryNumber: String
    /// `Лермонтов М. Ю. Герой нашего времени`.
    public var title: String
    public var ticketNumber: String?
    public var loanId: Int64?
    public var recordedAt: Date
    public var recordedBy: String?
    /// How it was settled; absent while it is not, and the reader may not borrow.
    public var settlement: Settlement?
    /// The inventory number of the copy the reader brought instead, catalogued when it was settled.
    public var replacement: String?
    /// The act of write-off (`2027/3`) that took the lost copy out of the fund; absent while none has.
    public var writeOff: String?

    /// The resource for a loss.
    public init(_ loss: BookLoss) {
        id = loss.id.rawValue
        inventoryNumber = loss.inventoryNumber.rawValue
        title = loss.titleDescription
        ticketNumber = loss.ticketNumber?.rawValue
        loanId = loss.loanID?.rawValue
        recordedAt = loss.recordedAt
        recordedBy = loss.recordedBy
        replacement = loss.replacement?.rawValue
        writeOff = loss.writeOff?.text
        settlement = loss.settlement.map {
            Settlement(how: $0.how.rawValue, note: $0.note, amount: $0.amount?.decimalText, settledAt: $0.settledAt, settledBy: $0.settledBy)
        }
    }
}
