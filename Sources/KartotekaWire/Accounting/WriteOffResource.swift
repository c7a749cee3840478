import Foundation
import KartotekaCore

/// An act of write-off as the API shows it: its header, commission and copies.
public struct WriteOffResource: Codable, Sendable, Hashable {
    /// A member of the commission.
    public struct Member: Codable, Sendable, Hashable {
        public var name: String
        public var role: String

        /// Creates a member.
        public init(name: String, role: String) {
            self.name = name
            self.role = role
        }
    }

    /// A copy the act writes off, as it was on the act's day.
    public struct Item: Codable, Sendable, Hashable {
        public var inventoryNumber: String
        public var titleId: Int64?
        /// `Лермонтов М. Ю. Герой нашего времени`.
        public var description: String
        public var year: Int?
        /// The copy's price in the fund.
        public var price: String
        public var coefficient: String
        /// The price times the coefficient.
        public var sum: String
        public var onBalance: Bool
        public var documentType: String
        /// The BBK section of the book of summary accounting: `fiction`, `natural_sciences`…
        public var section: String

        /// The resource for a line.
        public init(_ item: WriteOffItem) {
            inventoryNumber = item.inventoryNumber.rawValue
            titleId = item.titleID?.rawValue
            description = item.description
            year = item.year
            price = item.price.decimalText
            coefficient = item.coefficient.text
            sum = item.sum.decimalText
            onBalance = item.onBalance
            documentType = item.documentType.rawValue
            section = item.section.rawValue
        }
    }

    /// `2027/3`.
    public var number: String
    /// `YYYY-MM-DD`.
    public var date: String
    /// `worn`, `lost`, `outdated`, `defective`, `off_profile` or `duplicate`.
    public var reason: String
    public var approvedBy: String
    /// The commission, its chair first.
    public var commission: [Member]
    public var note: String
    public var copies: [Item]
    /// The copies at the fund's prices.
    public var tally: FundTallyResource
    /// The sum written off: prices times coefficients.
    public var revaluedSum: String
    public var createdBy: String?
    public var createdAt: Date

    /// The resource for a stored act.
    public init(_ record: WriteOffRecord) {
        number = record.number.text
        date = record.date.isoText
        reason = record.reason.rawValue
        approvedBy = record.approvedBy
        commission = record.commission.map { Member(name: $0.name, role: $0.role) }
        note = record.note
        copies = record.items.map(Item.init)
        tally = FundTallyResource(record.tally, titles: true)
        revaluedSum = record.revaluedSum.decimalText
        createdBy = record.createdBy
        createdAt = record.createdAt
    }
}
