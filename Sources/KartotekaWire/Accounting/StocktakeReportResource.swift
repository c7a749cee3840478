import KartotekaValues

extension StocktakeReportResource: SchemaDescribed {
    public static let schema = Schema<StocktakeReportResource>.resource(
        "StocktakeReport", "A stock check's results.",
        [
            .init("stocktake", \.stocktake), .init("missing", \.missing), .init("missingSum", \.missingSum, .price()),
            .init("onPaper", \.onPaper), .init("elsewhere", \.elsewhere), .init("unknown", \.unknown),
        ])
}

extension StocktakeReportResource.Copy: SchemaDescribed {
    public static let schema = Schema<StocktakeReportResource.Copy>.resource(
        "StocktakeCopy", "A copy a stock check's results list.",
        [
            .init("inventoryNumber", \.inventoryNumber), .init("titleId", \.titleId, .id), .init("description", \.description),
            .init("price", \.price, .price()), .init("status", \.status, .string(values: CopyStatus.codes)), .init("away", \.away),
            .init("mismatch", \.mismatch, .string(values: StocktakeMismatchKind.codes)), .init("mismatchMessage", \.mismatchMessage),
        ])
}
