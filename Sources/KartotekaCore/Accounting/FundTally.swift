extension FundTally {
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
