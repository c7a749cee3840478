import KartotekaValues

/// A stock check's results as the API shows them.
public struct StocktakeReportResource: Codable, Sendable, Hashable {
    /// A copy the results list.
    public struct Copy: Codable, Sendable, Hashable {
        public var inventoryNumber: String = ""
        public var titleId: Int64?
        public var description: String = ""
        public var price: String?
        public var status: String = ""
        /// Whether it is away from its branch or on its way between branches.
        public var away: Bool = false
        /// Why a copy found belongs elsewhere (see ``StocktakeScanResource/mismatch``).
        public var mismatch: String?
        /// That, in the caller's language.
        public var mismatchMessage: String?

        /// Empty, for the mapping from the domain to fill in.
        public init() {}
    }

    public var stocktake: StocktakeResource = StocktakeResource()
    public var missing: [Copy] = []
    /// The missing copies' value.
    public var missingSum: String = ""
    public var onPaper: [Copy] = []
    public var elsewhere: [Copy] = []
    public var unknown: [String] = []

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

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
