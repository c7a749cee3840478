import KartotekaValues

/// What one number scanned into a stock check meant, as the API shows it.
public struct StocktakeScanResource: Codable, Sendable, Hashable {
    /// The number as scanned (the copy's inventory number when a barcode found it).
    public var text: String = ""
    public var inventoryNumber: String?
    public var titleId: Int64?
    public var description: String = ""
    /// `counted`, `already_counted`, `elsewhere` or `unknown`.
    public var outcome: String = ""
    /// Why a copy found belongs elsewhere: `another_branch`, `another_place`, `outside_range`, `written_off` or `added_later`.
    public var mismatch: String?
    /// What the desk is told, in the caller's language.
    public var message: String = ""
    /// Whether the scan closed an open loan of the copy as returned (the copy stood on the shelf).
    public var closedLoan: Bool?
    /// The reader that closed loan was recorded to; absent otherwise, or when the reader is anonymised.
    public var closedLoanOf: String?
    /// Whether the copy was recorded lost and, found, is back in the fund.
    public var foundLost: Bool?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}


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
