/// The texts of blocks and lost books: why a reader may not borrow, what to do, how a loss is settled.
protocol BlockTexts: Sendable {
    func readerBlocked(_ ticket: TicketNumber, reasons: [Bilingual], remedies: [Bilingual]) -> String
    func blockedTooManyOverdue(_ count: Int, limit: Int) -> String
    func blockedOverdueTooLong(_ inventory: InventoryNumber, days: Int, limit: Int) -> String
    func blockedLossNotSettled(_ inventory: InventoryNumber, title: String) -> String
    func blockedByHand(_ reason: String, until: Day?) -> String
    var blockRemedyOverdue: String { get }
    var blockRemedyLoss: String { get }
    var blockRemedyManual: String { get }
    var readerBlockRemedyOverdue: String { get }
    var readerBlockRemedyLoss: String { get }
    var readerBlockRemedyManual: String { get }
    var blockReasonMissing: String { get }
    func blockEndInPast(_ day: Day) -> String
    func blockNotFound(_ id: BlockID) -> String
    var lossReplaced: String { get }
    var lossPaid: String { get }
    var lossSettledByHand: String { get }
    var lossNoteMissing: String { get }
    var lossSettlementRule: String { get }
    func lossNotFound(_ id: LossID) -> String
    func lossAlreadySettled(_ id: LossID) -> String
}
