import KartotekaCore

/// A stock check's results as the API shows them.
public struct StocktakeReportResource: Codable, Sendable, Hashable {
    /// A copy the results list.
    public struct Copy: Codable, Sendable, Hashable {
        public var inventoryNumber: String
        public var titleId: Int64?
        public var description: String
        public var price: String?
        public var status: String
        /// Whether it is away from its branch or on its way between branches.
        public var away: Bool
        /// Why a copy found belongs elsewhere (see ``StocktakeScanResource/mismatch``).
        public var mismatch: String?
        /// That, in the caller's language.
        public var mismatchMessage: String?

        /// The resource for a listed copy.
        public init(_ copy: StocktakeCopy, language: Language) {
            inventoryNumber = copy.inventoryNumber.rawValue
            titleId = copy.titleID?.rawValue
            description = copy.description
            price = copy.price?.decimalText
            status = copy.status.rawValue
            away = copy.away
            mismatch = copy.mismatch?.code
            mismatchMessage = copy.mismatch?.message.text(in: language)
        }
    }

    public var stocktake: StocktakeResource
    public var missing: [Copy]
    /// The missing copies' value.
    public var missingSum: String
    public var onPaper: [Copy]
    public var elsewhere: [Copy]
    public var unknown: [String]

    /// The resource for a check's results, in `language`.
    public init(_ report: StocktakeReport, language: Language) {
        stocktake = StocktakeResource(report.record)
        missing = report.missing.map { Copy($0, language: language) }
        missingSum = report.missingSum.decimalText
        onPaper = report.onPaper.map { Copy($0, language: language) }
        elsewhere = report.elsewhere.map { Copy($0, language: language) }
        unknown = report.unknown
    }
}
