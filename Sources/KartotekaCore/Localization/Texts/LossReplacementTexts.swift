/// The texts of lost books made good with another copy and written off: the replacement copy and
/// its receipt.
protocol LossReplacementTexts: Sendable {
    var replacementOnlyWhenReplaced: String { get }
    func receiptNotForReplacement(_ number: YearlyNumber) -> String
    var replacementTitleMissing: String { get }
    /// A heading of the ledger of copies accepted instead of lost ones, or of the list of textbooks owed.
    func replacementHeading(_ heading: LedgerHeading) -> String
    var replacementTitleRule: String { get }
}
