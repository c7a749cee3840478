import KartotekaValues

extension StocktakeResource: SchemaDescribed {
    public static let schema = Schema<StocktakeResource>.resource(
        "Stocktake", "A stock check: what it covers and how far it got.",
        [
            .init("id", \.id, .id), .init("branch", \.branch), .init("storagePlace", \.storagePlace),
            .init("inventoryFrom", \.inventoryFrom), .init("inventoryTo", \.inventoryTo), .init("startedOn", \.startedOn, .date()),
            .init("startedBy", \.startedBy), .init("finishedOn", \.finishedOn, .date()), .init("finishedBy", \.finishedBy),
            .init("expected", \.expected, .count), .init("counted", \.counted, .count),
            .init("onPaper", \.onPaper, .integer("Expected copies not scanned but on loan, at the bindery or away at another branch.",
                                                 minimum: 0)),
            .init("missing", \.missing, .count), .init("elsewhere", \.elsewhere, .count), .init("unknown", \.unknown, .count),
        ])

    /// One page of stock checks.
    public static let page = Schema<PageResource<StocktakeResource>>.page("StocktakePage", of: schema)
}
