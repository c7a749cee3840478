import KartotekaValues

extension StocktakeScanResource: SchemaDescribed {
    public static let schema = Schema<StocktakeScanResource>.resource(
        "StocktakeScan", "What one scanned number meant.",
        [
            .init("text", \.text), .init("inventoryNumber", \.inventoryNumber), .init("titleId", \.titleId, .id),
            .init("description", \.description),
            .init("outcome", \.outcome, .string(values: ["counted", "already_counted", "elsewhere", "unknown"])),
            .init("mismatch", \.mismatch, .string(values: StocktakeMismatchKind.codes)), .init("message", \.message, "What the desk is told."),
            .init("closedLoan", \.closedLoan, "True when the copy was recorded as lent and the scan closed that loan as returned."),
            .init("closedLoanOf", \.closedLoanOf, "The ticket of the reader that closed loan was recorded to."),
            .init("foundLost", \.foundLost, "True when the copy was recorded lost (and not written off): found, it is back in the fund."),
        ])
}
