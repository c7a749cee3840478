import KartotekaCore

/// Copies and their sum, on the balance and off it, as the API shows them. Sums are roubles with
/// two decimals, as text: `1054.00`.
public struct FundTallyResource: Codable, Sendable, Hashable {
    public var copies: Int
    public var sum: String
    public var onBalanceCopies: Int
    public var onBalanceSum: String
    public var offBalanceCopies: Int
    public var offBalanceSum: String
    /// Titles among them, where they are counted (receipts and write-offs).
    public var titles: Int?

    /// The resource for a tally; `titles` shown when counted.
    public init(_ tally: FundTally, titles counted: Bool = false) {
        copies = tally.copies
        sum = tally.sum.decimalText
        onBalanceCopies = tally.onBalanceCopies
        onBalanceSum = tally.onBalanceSum.decimalText
        offBalanceCopies = tally.offBalanceCopies
        offBalanceSum = tally.offBalanceSum.decimalText
        titles = counted ? tally.titles : nil
    }
}
