extension EnglishTexts: BlockTexts {
    func readerBlocked(_ ticket: TicketNumber, reasons: [Bilingual], remedies: [Bilingual]) -> String {
        var seen: Set<String> = []
        let todo = remedies.map(\.english).filter { seen.insert($0).inserted }
        return "Reader \(ticket) may not borrow: " + reasons.map(\.english).joined(separator: "; ") + ". "
            + todo.joined(separator: " ")
    }
    func blockedTooManyOverdue(_ count: Int, limit: Int) -> String {
        "\(count) \(plural(count, "book is", "books are")) overdue (lending stops at \(limit))"
    }
    func blockedOverdueTooLong(_ inventory: InventoryNumber, days: Int, limit: Int) -> String {
        "copy \(inventory) is \(days) \(plural(days, "day", "days")) overdue (lending stops at \(limit))"
    }
    func blockedLossNotSettled(_ inventory: InventoryNumber, title: String) -> String {
        "copy \(inventory) (\(title)) was lost and not yet made good"
    }
    func blockedByHand(_ reason: String, until: Day?) -> String {
        "blocked by a librarian: \(reason)" + (until.map { " (until \($0.isoText) inclusive)" } ?? "")
    }
    var blockRemedyOverdue: String { "Take the overdue books back, and lending is possible again." }
    var blockRemedyLoss: String { "Record how the loss was made good: replaced by an equal book, paid for, or settled otherwise." }
    var blockRemedyManual: String { "A librarian can lift the block on the reader's card." }
    var readerBlockRemedyOverdue: String { "Bring back the overdue books, and you can borrow again." }
    var readerBlockRemedyLoss: String { "Make good the lost book — bring the same or an equal one, or ask the librarian how." }
    var readerBlockRemedyManual: String { "Ask the librarian about it." }
    var blockReasonMissing: String { "Enter the reason for the block." }
    func blockEndInPast(_ day: Day) -> String { "The end date \(day.isoText) is already past." }
    func blockNotFound(_ id: BlockID) -> String { "There is no block no. \(id)." }
    var lossReplaced: String { "replaced by an equal book" }
    var lossPaid: String { "paid for" }
    var lossSettledByHand: String { "settled otherwise" }
    var lossNoteMissing: String { "Write how the loss was settled." }
    var lossSettlementRule: String { "How the loss was made good: replaced, paid or by_hand." }
    func lossNotFound(_ id: LossID) -> String { "No loss no. \(id) is recorded." }
    func lossAlreadySettled(_ id: LossID) -> String { "Loss no. \(id) was settled already." }
}
