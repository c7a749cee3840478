import Foundation

/// A stored act of write-off with its copies.
public struct WriteOffRecord: Sendable, Hashable, Codable {
    /// Its id.
    public let id: WriteOffID
    /// Its number: `2027/3`, shown as «Акт № 3 от …».
    public let number: YearlyNumber
    /// The act as drawn up (its copies as requested are not kept: ``items`` are).
    public var date: Day
    /// Why.
    public var reason: WriteOffReason
    /// Who approves it.
    public var approvedBy: String
    /// The commission, its chair first.
    public var commission: [CommissionMember]
    /// What else it says.
    public var note: String
    /// The copies written off.
    public var items: [WriteOffItem]
    /// The account that entered it (`nil`: the command line).
    public var createdBy: String?
    /// When it was entered.
    public let createdAt: Date

    /// Creates a record.
    public init(id: WriteOffID, number: YearlyNumber, date: Day, reason: WriteOffReason, approvedBy: String,
                commission: [CommissionMember], note: String, items: [WriteOffItem], createdBy: String?, createdAt: Date) {
        self.id = id
        self.number = number
        self.date = date
        self.reason = reason
        self.approvedBy = approvedBy
        self.commission = commission
        self.note = note
        self.items = items
        self.createdBy = createdBy
        self.createdAt = createdAt
    }

    /// The copies at the fund's prices, on and off the balance.
    public var tally: FundTally {
        var tally = FundTally()
        for item in items { tally.add(price: item.price, onBalance: item.onBalance) }
        tally.titles = Set(items.map { $0.titleID.map { "\($0)" } ?? $0.description }).count
        return tally
    }

    /// The sum the act writes off: every copy's price times its coefficient.
    public var revaluedSum: Money {
        Money(kopecks: items.reduce(0) { $0 + $1.sum.kopecks })
    }
}
