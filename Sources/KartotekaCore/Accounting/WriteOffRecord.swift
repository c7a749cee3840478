import Foundation

extension WriteOffRecord {
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
