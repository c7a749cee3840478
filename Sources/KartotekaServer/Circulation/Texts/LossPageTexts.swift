import KartotekaCore
import KartotekaWire

/// The texts of the lost books' list, the copy accepted instead of a lost one, and the ledger of
/// such copies.
protocol LossPageTexts: Sendable {
    var lossesNone: String { get }
    var lossesAll: String { get }
    var lossesUnsettled: String { get }
    var lossesAwaitingWriteOff: String { get }
    var writeOffLosses: String { get }
    var writeOffLossesHint: String { get }
    var writtenOffByAct: String { get }
    var acceptedInstead: String { get }
    var replacementLedgerShort: String { get }
    var replacementLedgerTileNote: String { get }
    var replacementLedgerEmpty: String { get }
    var replacementInventory: String { get }
    var replacementInventoryHint: String { get }
    var replacementPrice: String { get }
    var replacementReceipt: String { get }
    var replacementReceiptHint: String { get }
    var replacementTitle: String { get }
    var replacementTitleHint: String { get }
}
