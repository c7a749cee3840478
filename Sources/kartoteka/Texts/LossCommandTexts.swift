import KartotekaCore

/// The texts of the `loss` commands about the copy accepted instead of a lost one, the act that
/// wrote a lost copy off, and the ledger of books accepted instead.
protocol LossCommandTexts: Sendable {
    var lossReplacementHelp: String { get }
    var lossReplacementPriceHelp: String { get }
    var lossReplacementTitleHelp: String { get }
    var lossReplacementReceiptHelp: String { get }
    var awaitingWriteOffHelp: String { get }
    var lossLedgerSummary: String { get }
    var acceptedInsteadNote: String { get }
    var writtenOffByActNote: String { get }
    var noReplacements: String { get }
}
