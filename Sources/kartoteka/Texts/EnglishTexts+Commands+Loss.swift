import KartotekaCore

extension EnglishTexts: LossCommandTexts {
    var lossReplacementHelp: String { "inventory number of the book accepted instead of the lost one (with --how replaced): it joins the fund at once" }
    var lossReplacementPriceHelp: String { "price of the book accepted" }
    var lossReplacementTitleHelp: String { "title number of the book accepted (by default the lost book's title)" }
    var lossReplacementReceiptHelp: String {
        "receipt of replacements (2027/5, or 5 of this year); by default this year's open one, or a new one"
    }
    var awaitingWriteOffHelp: String { "only those whose copy no act has written off yet" }
    var lossLedgerSummary: String { "the ledger of books accepted instead of lost ones" }
    var acceptedInsteadNote: String { "accepted instead" }
    var writtenOffByActNote: String { "written off by act" }
    var noReplacements: String { "No books were accepted instead of lost ones in this period." }
}
