import KartotekaCore

/// What one number scanned into a stock check meant, as the API shows it.
public struct StocktakeScanResource: Codable, Sendable, Hashable {
    /// The number as scanned (the copy's inventory number when a barcode found it).
    public var text: String
    public var inventoryNumber: String?
    public var titleId: Int64?
    public var description: String
    /// `counted`, `already_counted`, `elsewhere` or `unknown`.
    public var outcome: String
    /// Why a copy found belongs elsewhere: `another_branch`, `another_place`, `outside_range`, `written_off` or `added_later`.
    public var mismatch: String?
    /// What the desk is told, in the caller's language.
    public var message: String
    /// The reader the copy was recorded as lent to, when the scan closed that loan as returned
    /// (the copy was on the shelf); absent otherwise, or when the reader is anonymised.
    public var closedLoanOf: String?
    /// Whether the scan closed an open loan of the copy as returned.
    public var closedLoan: Bool?

    /// The resource for a scan, its message in `language`.
    public init(_ scan: StocktakeScan, language: Language) {
        text = scan.text
        inventoryNumber = scan.inventoryNumber?.rawValue
        titleId = scan.titleID?.rawValue
        description = scan.description
        outcome = scan.outcome.code
        if case .elsewhere(let why) = scan.outcome { mismatch = why.code }
        message = scan.message.text(in: language)
        closedLoan = scan.closedLoan.map { _ in true }
        closedLoanOf = scan.closedLoan?.ticketNumber?.rawValue
    }
}

extension StocktakeMismatch {
    /// A short code for scripts.
    public var code: String {
        switch self {
        case .anotherBranch: "another_branch"
        case .anotherPlace: "another_place"
        case .outsideRange: "outside_range"
        case .writtenOff: "written_off"
        case .addedLater: "added_later"
        }
    }
}
