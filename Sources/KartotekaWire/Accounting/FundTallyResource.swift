import KartotekaValues

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
