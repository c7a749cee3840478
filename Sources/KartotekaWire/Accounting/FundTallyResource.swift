import KartotekaValues

/// Copies and their sum, on the balance and off it, as the API shows them. Sums are roubles with
/// two decimals, as text: `1054.00`.
public struct FundTallyResource: Codable, Sendable, Hashable {
    public var copies: Int = 0
    public var sum: String = ""
    public var onBalanceCopies: Int = 0
    public var onBalanceSum: String = ""
    public var offBalanceCopies: Int = 0
    public var offBalanceSum: String = ""
    /// Titles among them, where they are counted (receipts and write-offs).
    public var titles: Int?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension FundTallyResource: SchemaDescribed {
    public static let schema = Schema<FundTallyResource>.resource(
        "FundTally", "Copies and their sum (roubles, two decimals), on the balance and off it.",
        [
            .init("copies", \.copies, .count), .init("sum", \.sum, .price()), .init("onBalanceCopies", \.onBalanceCopies, .count),
            .init("onBalanceSum", \.onBalanceSum, .price()), .init("offBalanceCopies", \.offBalanceCopies, .count),
            .init("offBalanceSum", \.offBalanceSum, .price()),
            .init("titles", \.titles, .integer("Titles among them, where counted.", minimum: 0)),
        ])
}
