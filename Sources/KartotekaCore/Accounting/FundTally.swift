/// Copies counted with their sum, on the balance and off it: a cell group of the КСУ.
public struct FundTally: Sendable, Hashable, Codable {
    /// Copies on the balance.
    public var onBalanceCopies: Int
    /// Their sum.
    public var onBalanceSum: Money
    /// Copies kept off the balance (brochures, periodicals kept briefly).
    public var offBalanceCopies: Int
    /// Their sum.
    public var offBalanceSum: Money
    /// Titles among them (distinct editions); not additive across tallies.
    public var titles: Int

    /// Creates a tally; empty by default.
    public init(onBalanceCopies: Int = 0, onBalanceSum: Money = Money(kopecks: 0), offBalanceCopies: Int = 0,
                offBalanceSum: Money = Money(kopecks: 0), titles: Int = 0) {
        self.onBalanceCopies = onBalanceCopies
        self.onBalanceSum = onBalanceSum
        self.offBalanceCopies = offBalanceCopies
        self.offBalanceSum = offBalanceSum
        self.titles = titles
    }

    /// Every copy.
    public var copies: Int { onBalanceCopies + offBalanceCopies }
    /// The sum of every copy.
    public var sum: Money { Money(kopecks: onBalanceSum.kopecks + offBalanceSum.kopecks) }

    /// Counts one more copy of `price`.
    public mutating func add(price: Money, onBalance: Bool) {
        if onBalance {
            onBalanceCopies += 1
            onBalanceSum = Money(kopecks: onBalanceSum.kopecks + price.kopecks)
        } else {
            offBalanceCopies += 1
            offBalanceSum = Money(kopecks: offBalanceSum.kopecks + price.kopecks)
        }
    }

    /// This tally with `other`'s copies added (titles are left as they are).
    public func adding(_ other: FundTally) -> FundTally {
        FundTally(onBalanceCopies: onBalanceCopies + other.onBalanceCopies,
                  onBalanceSum: Money(kopecks: onBalanceSum.kopecks + other.onBalanceSum.kopecks),
                  offBalanceCopies: offBalanceCopies + other.offBalanceCopies,
                  offBalanceSum: Money(kopecks: offBalanceSum.kopecks + other.offBalanceSum.kopecks), titles: titles)
    }

    /// This tally with `other`'s copies taken away.
    public func subtracting(_ other: FundTally) -> FundTally {
        FundTally(onBalanceCopies: onBalanceCopies - other.onBalanceCopies,
                  onBalanceSum: Money(kopecks: onBalanceSum.kopecks - other.onBalanceSum.kopecks),
                  offBalanceCopies: offBalanceCopies - other.offBalanceCopies,
                  offBalanceSum: Money(kopecks: offBalanceSum.kopecks - other.offBalanceSum.kopecks), titles: titles)
    }
}
