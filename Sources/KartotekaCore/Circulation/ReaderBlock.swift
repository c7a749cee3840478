/// Why a reader may not borrow now, with what to do about it. Blocks from overdue books and
/// unsettled losses follow from the reader's loans and the library's thresholds; a librarian may
/// also set one by hand.
public enum ReaderBlock: Sendable, Hashable {
    /// As many overdue loans as the library allows, or more.
    case tooManyOverdue(count: Int, limit: Int)
    /// A book overdue by the library's limit of days, or longer.
    case overdueTooLong(InventoryNumber, days: Int, limit: Int)
    /// A book recorded lost and not yet replaced, paid for or settled.
    case lossNotSettled(LossID, InventoryNumber, title: String)
    /// Set by a librarian.
    case manual(ManualBlock)

    /// A short code for scripts: `too_many_overdue`, `overdue_too_long`, `loss_not_settled`, `manual`.
    public var code: String {
        switch self {
        case .tooManyOverdue: "too_many_overdue"
        case .overdueTooLong: "overdue_too_long"
        case .lossNotSettled: "loss_not_settled"
        case .manual: "manual"
        }
    }

    /// Why lending stops.
    public var reason: Bilingual {
        switch self {
        case .tooManyOverdue(let count, let limit): Bilingual { $0.blockedTooManyOverdue(count, limit: limit) }
        case .overdueTooLong(let inventory, let days, let limit): Bilingual { $0.blockedOverdueTooLong(inventory, days: days, limit: limit) }
        case .lossNotSettled(_, let inventory, let title): Bilingual { $0.blockedLossNotSettled(inventory, title: title) }
        case .manual(let block): Bilingual { $0.blockedByHand(block.reason, until: block.until) }
        }
    }

    /// What lifts it.
    public var remedy: Bilingual {
        switch self {
        case .tooManyOverdue, .overdueTooLong: Bilingual { $0.blockRemedyOverdue }
        case .lossNotSettled: Bilingual { $0.blockRemedyLoss }
        case .manual: Bilingual { $0.blockRemedyManual }
        }
    }

    /// What lifts it, told to the reader on their own page.
    public var readerRemedy: Bilingual {
        switch self {
        case .tooManyOverdue, .overdueTooLong: Bilingual { $0.readerBlockRemedyOverdue }
        case .lossNotSettled: Bilingual { $0.readerBlockRemedyLoss }
        case .manual: Bilingual { $0.readerBlockRemedyManual }
        }
    }

    /// The blocks a reader has on `today`: from their open loans (against the thresholds), their
    /// unsettled losses, and the blocks set by hand that still hold.
    public static func blocks(openLoans: [Loan], unsettledLosses: [BookLoss], manual: [ManualBlock],
                              thresholds: BlockThresholds, today: Day) -> [ReaderBlock] {
        var blocks: [ReaderBlock] = []
        let overdue = openLoans.filter { $0.isOverdue(on: today) }
        if thresholds.overdueLoans > 0 && overdue.count >= thresholds.overdueLoans {
            blocks.append(.tooManyOverdue(count: overdue.count, limit: thresholds.overdueLoans))
        }
        if thresholds.overdueDays > 0,
           let oldest = overdue.max(by: { $0.daysOverdue(on: today) < $1.daysOverdue(on: today) }),
           oldest.daysOverdue(on: today) >= thresholds.overdueDays {
            blocks.append(.overdueTooLong(oldest.inventoryNumber, days: oldest.daysOverdue(on: today), limit: thresholds.overdueDays))
        }
        blocks += unsettledLosses.filter { !$0.isSettled }.map { .lossNotSettled($0.id, $0.inventoryNumber, title: $0.titleDescription) }
        blocks += manual.filter { $0.holds(on: today) }.map(ReaderBlock.manual)
        return blocks
    }
}
