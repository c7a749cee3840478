import Foundation

/// A stored receipt: its КСУ number, whether copies may still join it, and what it brought.
public struct ReceiptRecord: Sendable, Hashable, Codable {
    /// Its id.
    public let id: ReceiptID
    /// Its number in the КСУ: `2027/5`.
    public let number: YearlyNumber
    /// The batch.
    public var receipt: Receipt
    /// Whether copies may still be catalogued into it (the forms offer the open ones).
    public var isOpen: Bool
    /// What it brought: every copy that came in it, written off later or not.
    public var tally: FundTally
    /// When it was entered.
    public let createdAt: Date
    /// When it was last changed.
    public var updatedAt: Date

    /// Creates a record.
    public init(id: ReceiptID, number: YearlyNumber, receipt: Receipt, isOpen: Bool, tally: FundTally = FundTally(),
                createdAt: Date, updatedAt: Date) {
        self.id = id
        self.number = number
        self.receipt = receipt
        self.isOpen = isOpen
        self.tally = tally
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
