import KartotekaCore
import KartotekaWire

extension EnglishTexts: LossPageTexts {
    var lossesNone: String { "No lost books." }
    var lossesAll: String { "All" }
    var lossesUnsettled: String { "Not made good" }
    var lossesAwaitingWriteOff: String { "Not written off yet" }
    var writeOffLosses: String { "Draw up an act of write-off (loss)" }
    var writeOffLossesHint: String { "The lost copies not yet written off go into a new act with the reason “loss”; the list can be edited." }
    var writtenOffByAct: String { "written off by act" }
    var acceptedInstead: String { "accepted instead" }
    var replacementLedgerShort: String { "Books instead of lost ones" }
    var replacementLedgerTileNote: String { "The ledger of books accepted from readers instead of lost ones" }
    var replacementLedgerEmpty: String { "No books were accepted instead of lost ones in this period." }
    var replacementInventory: String { "Copy accepted instead: inventory number" }
    var replacementInventoryHint: String {
        "When the reader brought a book, it joins the fund at once, in a receipt of replacements; empty: only mark the loss made good."
    }
    var replacementPrice: String { "Price of the copy accepted" }
    var replacementReceipt: String { "Receipt (summary book No.)" }
    var replacementReceiptHint: String { "Empty: this year's open receipt of replacements, or a new one when there is none." }
    var replacementTitle: String { "Title (its catalogue number)" }
    var replacementTitleHint: String { "Empty: the same title as the lost copy." }
}
