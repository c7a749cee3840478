import Foundation
import KartotekaCore

/// What stops a reader from borrowing — blocks set by hand, overdue books, losses not settled —
/// and the lost books, the same for both stores.
extension StoreConnection {
    /// The reader's blocks on `today`: from their open loans against the thresholds, their
    /// unsettled losses and the blocks set by hand that still hold.
    package func blocks(of reader: ReaderID, openLoans: [Loan], thresholds: BlockThresholds, today: Day) throws -> [ReaderBlock] {
        ReaderBlock.blocks(openLoans: openLoans, unsettledLosses: try losses(of: reader).filter { !$0.isSettled },
                           manual: try manualBlocks(of: reader), thresholds: thresholds, today: today)
    }

    /// The blocks set by hand on a reader, newest first.
    package func manualBlocks(of reader: ReaderID) throws -> [ManualBlock] {
        try query("""
            SELECT \(Self.blockColumns) FROM reader_blocks b JOIN readers r ON r.id = b.reader_id
            WHERE b.reader_id = \(Self.p(1)) ORDER BY b.set_at DESC, b.id DESC
            """, values: [reader.rawValue], map: Self.decodeBlock)
    }

    /// Blocks a reader by hand.
    package func addBlock(to ticketNumber: TicketNumber, _ block: NewManualBlock, by account: String?, now: Int64) throws -> ManualBlock {
        let reader = try readerRecord(ticketNumber, lock: true)
        guard let id = try first("""
            INSERT INTO reader_blocks (reader_id, reason, until_on, set_at, set_by, updated_at)
            VALUES (\(Self.parameters(5)), \(Self.p(4))) RETURNING id
            """, reader.id.rawValue, block.reason, block.until?.isoText, now, account, map: { try $0.int64(0) }) else {
            throw StoreError.internalFailure("the new block's id did not come back")
        }
        return ManualBlock(id: BlockID(id), ticketNumber: ticketNumber, reason: block.reason, until: block.until,
                           setAt: Date(storedSeconds: now), setBy: account)
    }

    /// Removes a block set by hand.
    package func removeBlock(_ id: BlockID) throws {
        guard try change("DELETE FROM reader_blocks WHERE id = \(Self.p(1))", values: [id.rawValue]) == 1 else {
            throw CirculationRuleError.blockNotFound(id)
        }
    }

    /// The readers who may not borrow on `today`, by name: those with a block set by hand that
    /// holds, a loss not settled, or overdue books past a threshold.
    package func blockedReaders(thresholds: BlockThresholds, today: Day, page: PageRequest) throws -> [BlockedReader] {
        let latestDue = today.adding(days: -thresholds.overdueDays).isoText
        let records = try query("""
            SELECT \(ReaderColumns.select) FROM readers r
            WHERE EXISTS (SELECT 1 FROM reader_blocks b WHERE b.reader_id = r.id AND (b.until_on IS NULL OR b.until_on >= \(Self.p(1))))
               OR EXISTS (SELECT 1 FROM losses s WHERE s.reader_id = r.id AND s.settled_at IS NULL)
               OR (\(Self.p(2)) > 0 AND (SELECT count(*) FROM loans l
                                        WHERE l.reader_id = r.id AND l.returned_at IS NULL AND l.due_on < \(Self.p(1))) >= \(Self.p(2)))
               OR (\(Self.p(3)) > 0 AND EXISTS (SELECT 1 FROM loans l
                                               WHERE l.reader_id = r.id AND l.returned_at IS NULL AND l.due_on <= \(Self.p(4))))
            ORDER BY r.sort_key, r.id LIMIT \(Self.p(5)) OFFSET \(Self.p(6))
            """, values: [today.isoText, thresholds.overdueLoans, thresholds.overdueDays, latestDue, page.limit + 1, page.offset]) {
            try ReaderColumns.decode($0)
        }
        return try records.map { record in
            BlockedReader(record: record, blocks: try blocks(of: record.id, openLoans: try openLoans(of: record.id),
                                                               thresholds: thresholds, today: today))
        }
    }

    /// A reader's open loans.
    package func openLoans(of reader: ReaderID) throws -> [Loan] {
        try openLoanDetails(of: reader).map(\.loan)
    }

    /// A reader's open loans with their titles, soonest due first.
    package func openLoanDetails(of reader: ReaderID) throws -> [LoanDetails] {
        try query("""
            SELECT \(LoanColumns.select) FROM \(LoanColumns.from) WHERE l.reader_id = \(Self.p(1)) AND l.returned_at IS NULL
            ORDER BY l.due_on, l.id
            """, values: [reader.rawValue]) { try LoanColumns.decode($0) }
    }

    /// Records the loss of a copy on loan: the copy is lost, its loan ends (the copy is marked
    /// lost first, so ending the loan does not put it back on the shelf), and the loss names the
    /// reader who held it.
    package func recordLoss(_ inventoryNumber: InventoryNumber, by account: String?, now: Int64) throws -> BookLoss {
        let copy = try copyRecord(inventoryNumber, lock: true)
        guard let loanID = try openLoanID(copy.id) else { throw LoanError.copyNotOnLoan(inventoryNumber) }
        let loan = try loanDetails(loanID)
        _ = try change("UPDATE copies SET status = 'lost', updated_at = \(Self.p(1)) WHERE id = \(Self.p(2))",
                       values: [now, copy.id.rawValue])
        _ = try change("UPDATE loans SET returned_at = \(Self.p(1)), updated_at = \(Self.p(1)) WHERE id = \(Self.p(2))",
                       values: [now, loanID.rawValue])
        guard let id = try first("""
            INSERT INTO losses (loan_id, copy_id, inventory_number, title_description, reader_id, ticket_number, recorded_at,
                                recorded_by, updated_at)
            VALUES (\(Self.parameters(8)), \(Self.p(7))) RETURNING id
            """, loanID.rawValue, copy.id.rawValue, inventoryNumber.rawValue, loan.titleDescription, loan.loan.readerID?.rawValue,
            loan.loan.ticketNumber?.rawValue, now, account, map: { try $0.int64(0) }) else {
            throw StoreError.internalFailure("the new loss's id did not come back")
        }
        return try loss(LossID(id))
    }

    /// Settles a loss; a copy brought instead joins the fund in the same step, so either both are
    /// saved or neither.
    package func settleLoss(_ id: LossID, _ settlement: LossSettlementRequest, by account: String?, today: Day,
                            now: Int64) throws -> BookLoss {
        let current = try loss(id, lock: true)
        guard !current.isSettled else { throw CirculationRuleError.lossAlreadySettled(id) }
        let accepted = try settlement.replacement.map { try acceptReplacement($0, for: current, by: account, today: today, now: now) }
        _ = try change("""
            UPDATE losses SET settled_how = \(Self.p(1)), settlement_note = \(Self.p(2)), amount_kopecks = \(Self.p(3)),
                settled_at = \(Self.p(4)), settled_by = \(Self.p(5)), updated_at = \(Self.p(4)), replacement_copy_id = \(Self.p(6)),
                replacement_inventory_number = \(Self.p(7))
            WHERE id = \(Self.p(8))
            """, values: [settlement.how.rawValue, settlement.note, settlement.amount?.kopecks, now, account, accepted?.id.rawValue,
                          accepted?.inventoryNumber.rawValue, id.rawValue])
        return try loss(id)
    }

    /// One loss; throws ``CirculationRuleError/lossNotFound(_:)``.
    package func loss(_ id: LossID, lock: Bool = false) throws -> BookLoss {
        guard let loss = try first("""
            SELECT \(Self.lossColumns) FROM \(Self.lossTables) WHERE s.id = \(Self.p(1))\(Self.lockClause(lock, of: "s"))
            """, id.rawValue, map: Self.decodeLoss) else {
            throw CirculationRuleError.lossNotFound(id)
        }
        return loss
    }

    /// A reader's losses, newest first.
    package func losses(of reader: ReaderID) throws -> [BookLoss] {
        try query("""
            SELECT \(Self.lossColumns) FROM \(Self.lossTables) WHERE s.reader_id = \(Self.p(1)) ORDER BY s.recorded_at DESC, s.id DESC
            """, values: [reader.rawValue], map: Self.decodeLoss)
    }

    /// A page of losses, newest first: all, a reader's, those not settled, those whose copy no act
    /// has written off yet and is still lost (not found and put back since).
    package func losses(_ query: LossQuery) throws -> [BookLoss] {
        try self.query("""
            SELECT \(Self.lossColumns) FROM \(Self.lossTables)
            WHERE (CAST(\(Self.p(1)) AS TEXT) IS NULL OR s.ticket_number = CAST(\(Self.p(1)) AS TEXT))
              AND (\(Self.p(2)) = 0 OR s.settled_at IS NULL)
              AND (\(Self.p(3)) = 0 OR (s.copy_id IS NOT NULL AND w.id IS NULL
                   AND EXISTS (SELECT 1 FROM copies c WHERE c.id = s.copy_id AND c.status = 'lost')))
            ORDER BY s.recorded_at DESC, s.id DESC LIMIT \(Self.p(4)) OFFSET \(Self.p(5))
            """, values: [query.ticketNumber?.rawValue, query.unsettledOnly ? 1 : 0, query.awaitingWriteOff ? 1 : 0, query.page.limit + 1,
                          query.page.offset],
            map: Self.decodeLoss)
    }

    static var blockColumns: String { "b.id, r.ticket_number, b.reason, b.until_on, b.set_at, b.set_by" }

    static func decodeBlock(_ row: Row) throws -> ManualBlock {
        ManualBlock(id: BlockID(try row.int64(0)), ticketNumber: TicketNumber(unchecked: row.text(1)), reason: row.text(2),
                    until: try row.optionalDay(3), setAt: try row.instant(4), setBy: row.optionalText(5))
    }

    static var lossColumns: String {
        """
        s.id, s.loan_id, s.copy_id, s.inventory_number, s.title_description, s.reader_id, s.ticket_number, s.recorded_at,
        s.recorded_by, s.settled_how, s.settlement_note, s.amount_kopecks, s.settled_at, s.settled_by,
        s.replacement_inventory_number, w.year, w.number
        """
    }

    /// A loss with the act that wrote its copy off, if one has.
    static var lossTables: String {
        "losses s LEFT JOIN write_off_items wi ON wi.copy_id = s.copy_id LEFT JOIN write_offs w ON w.id = wi.write_off_id"
    }

    static func decodeLoss(_ row: Row) throws -> BookLoss {
        var settlement: LossSettlement?
        if let how = try row.optionalParsed(9, LossSettlementKind.init(rawValue:)) {
            settlement = LossSettlement(how: how, note: row.text(10), amount: try row.optionalInt64(11).map(Money.init(kopecks:)),
                                        settledAt: try row.instant(12), settledBy: row.optionalText(13))
        }
        return BookLoss(id: LossID(try row.int64(0)), loanID: try row.optionalInt64(1).map(LoanID.init),
                        copyID: try row.optionalInt64(2).map(CopyID.init), inventoryNumber: InventoryNumber(unchecked: row.text(3)),
                        titleDescription: row.text(4), readerID: try row.optionalInt64(5).map(ReaderID.init),
                        ticketNumber: row.optionalText(6).map(TicketNumber.init(unchecked:)), recordedAt: try row.instant(7),
                        recordedBy: row.optionalText(8), settlement: settlement,
                        replacement: row.optionalText(14).map(InventoryNumber.init(unchecked:)),
                        writeOff: try row.optionalInt(15).map { YearlyNumber(year: $0, number: try row.int(16)) })
    }
}
