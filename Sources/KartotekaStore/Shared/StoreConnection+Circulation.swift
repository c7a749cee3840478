import Foundation
import KartotekaCore

/// Reading loans and readers, the same for both stores.
extension StoreConnection {
    /// A loan with its title and holder.
    package func loanDetails(_ id: LoanID) throws -> LoanDetails {
        guard let details = try first("SELECT \(LoanColumns.select) FROM \(LoanColumns.from) WHERE l.id = \(Self.p(1))",
                                      id.rawValue, map: { try LoanColumns.decode($0) }) else {
            throw StoreError.internalFailure("loan \(id) vanished inside its transaction")
        }
        return details
    }

    /// What the day at the desk starts with on `day`: counts of loans due that day and overdue,
    /// of held books waiting on the shelf and of failed notices; the stock checks not ended.
    package func deskToday(on day: Day) throws -> DeskToday {
        let counts = try first("""
            SELECT (SELECT count(*) FROM loans WHERE returned_at IS NULL AND due_on = \(Self.p(1))),
                   (SELECT count(*) FROM loans WHERE returned_at IS NULL AND due_on < \(Self.p(1))),
                   (SELECT count(*) FROM holds WHERE state = 'waiting'),
                   (SELECT count(*) FROM notices WHERE state = 'failed')
            """, day.isoText) { row in [try row.int(0), try row.int(1), try row.int(2), try row.int(3)] } ?? [0, 0, 0, 0]
        let stocktakes = try query("SELECT id FROM stocktakes WHERE finished_on IS NULL ORDER BY id", values: []) { StocktakeID(try $0.int64(0)) }
        return DeskToday(dueToday: counts[0], overdue: counts[1], holdsWaiting: counts[2], failedNotices: counts[3],
                         stocktakesInProgress: stocktakes)
    }

    /// Open loans due before `day`, most overdue first: all, or those lent at one branch, or held
    /// by the pupils of one class.
    package func overdueLoans(asOf day: Day, branch: BranchCode?, schoolClass: SchoolClass?, page: PageRequest) throws -> [LoanDetails] {
        let lentAt = try branch.map { try branchID($0).rawValue }
        return try query("""
            SELECT \(LoanColumns.select) FROM \(LoanColumns.from)
            WHERE l.returned_at IS NULL AND l.due_on < \(Self.p(1)) AND (CAST(\(Self.p(2)) AS BIGINT) IS NULL OR l.lent_branch_id = CAST(\(Self.p(2)) AS BIGINT))
              AND (CAST(\(Self.p(5)) AS INTEGER) IS NULL OR \(ReaderColumns.inClass(grade: "CAST(\(Self.p(5)) AS INTEGER)", letter: "CAST(\(Self.p(6)) AS TEXT)")))
            ORDER BY l.due_on, l.id LIMIT \(Self.p(3)) OFFSET \(Self.p(4))
            """, values: [day.isoText, lentAt, page.limit + 1, page.offset, schoolClass?.grade, schoolClass.map { String($0.letter) }]) {
            try LoanColumns.decode($0)
        }
    }

    /// Removes the reader from returned loans older than the cutoff, from losses settled and holds
    /// ended before it and from the audit log's lines written before it, and forgets the notices
    /// made before it, whatever became of them — but for those about a loan still open (forgotten,
    /// its last reminder would be made again) and one being sent this moment; returns how
    /// many loans changed. The reader keeps the instant of the last of those loans
    /// (`last_loan_at`), which the retention of their data runs from.
    package func anonymiseLoans(returnedBefore cutoff: Date, now: Int64) throws -> Int {
        let lastReturn = """
            (SELECT max(l.returned_at) FROM loans l
             WHERE l.reader_id = readers.id AND l.returned_at IS NOT NULL AND l.returned_at < \(Self.p(1)))
            """
        _ = try change("""
            UPDATE readers SET last_loan_at = \(lastReturn)
            WHERE \(lastReturn) IS NOT NULL AND (last_loan_at IS NULL OR last_loan_at < \(lastReturn))
            """, values: [Int64(cutoff.timeIntervalSince1970)])
        _ = try change("""
            DELETE FROM notices WHERE created_at < \(Self.p(1)) AND NOT (state = 'sending' AND sending_at >= \(Self.p(2)))
              AND NOT EXISTS (SELECT 1 FROM notice_items i JOIN loans l ON l.id = i.loan_id
                              WHERE i.notice_id = notices.id AND l.returned_at IS NULL)
            """, values: [Int64(cutoff.timeIntervalSince1970), now - Int64(NoticeRecord.interruptedAfter)])
        _ = try change("DELETE FROM holds WHERE ended_at IS NOT NULL AND ended_at < \(Self.p(1))", values: [Int64(cutoff.timeIntervalSince1970)])
        _ = try change("""
            UPDATE losses SET reader_id = NULL, ticket_number = NULL, updated_at = \(Self.p(1))
            WHERE settled_at IS NOT NULL AND settled_at < \(Self.p(2)) AND (reader_id IS NOT NULL OR ticket_number IS NOT NULL)
            """, values: [now, Int64(cutoff.timeIntervalSince1970)])
        // Each reader's loans keep a visitor mark of their own and the year of birth: visits and
        // readers served in the days gone by are still counted, by age group.
        let leaving = try query("""
            SELECT DISTINCT l.reader_id, coalesce(r.birth, '') FROM loans l JOIN readers r ON r.id = l.reader_id
            WHERE l.returned_at IS NOT NULL AND l.returned_at < \(Self.p(1))
            """, values: [Int64(cutoff.timeIntervalSince1970)]) { (try $0.int64(0), $0.text(1)) }
        try forgetReadersInAuditLog(before: Int64(cutoff.timeIntervalSince1970))
        for (reader, birth) in leaving {
            try keepVisitorMark(ofReader: reader, birth: birth, where: "returned_at IS NOT NULL AND returned_at < \(Self.p(4))",
                                [Int64(cutoff.timeIntervalSince1970)])
        }
        return try change("""
            UPDATE loans SET reader_id = NULL, ticket_number = NULL, updated_at = \(Self.p(1))
            WHERE returned_at IS NOT NULL AND returned_at < \(Self.p(2)) AND (reader_id IS NOT NULL OR ticket_number IS NOT NULL)
            """, values: [now, Int64(cutoff.timeIntervalSince1970)])
    }

    /// How many returned loans ``anonymiseLoans(returnedBefore:now:)`` would make stop naming their reader.
    package func anonymisableLoans(returnedBefore cutoff: Date) throws -> Int {
        try first("""
            SELECT count(*) FROM loans
            WHERE returned_at IS NOT NULL AND returned_at < \(Self.p(1)) AND (reader_id IS NOT NULL OR ticket_number IS NOT NULL)
            """, Int64(cutoff.timeIntervalSince1970)) { try $0.int(0) } ?? 0
    }

    /// The reader with this ticket; `lock` holds their row until the transaction ends.
    package func readerRecord(_ ticketNumber: TicketNumber, lock: Bool = false) throws -> ReaderRecord {
        guard let record = try first("""
            SELECT \(ReaderColumns.select) FROM readers r WHERE r.ticket_number = \(Self.p(1))\(Self.lockClause(lock))
            """, ticketNumber.rawValue, map: { try ReaderColumns.decode($0) }) else {
            throw ReaderError.readerNotFound(ticketNumber)
        }
        return record
    }

    /// The reader with this internal id, if there is one.
    package func readerRecord(id: ReaderID) throws -> ReaderRecord? {
        try first("SELECT \(ReaderColumns.select) FROM readers r WHERE r.id = \(Self.p(1))", id.rawValue) { try ReaderColumns.decode($0) }
    }

    /// A reader with their open loans (soonest due first), history (newest first), blocks on
    /// `today`, losses, the readers who share a phone with them, their holds in force and how
    /// they may sign in to the self-service catalogue: read in one go (PostgreSQL: one round trip),
    /// each part keyed by the ticket.
    package func readerDetails(_ ticketNumber: TicketNumber, today: Day, now: Int64) throws -> ReaderDetails {
        let key = "(SELECT id FROM readers WHERE ticket_number = \(Self.p(1)))"
        let ticket: [any DatabaseValueConvertible] = [ticketNumber.rawValue]
        var record: ReaderRecord?
        var loans: [LoanDetails] = []
        var losses: [BookLoss] = []
        var manual: [ManualBlock] = []
        var settings: String?
        var sharing: [ReaderRecord] = []
        var holds: [HoldRecord] = []
        var access = ReaderAccess()
        var consent: ReaderConsent?
        try batch([
            BatchedQuery("SELECT \(ReaderColumns.select) FROM readers r WHERE r.ticket_number = \(Self.p(1))", ticket) {
                record = try ReaderColumns.decode($0)
            },
            BatchedQuery("""
                SELECT \(LoanColumns.select) FROM \(LoanColumns.from) WHERE l.reader_id = \(key) ORDER BY l.issued_at DESC, l.id DESC
                """, ticket) { loans.append(try LoanColumns.decode($0)) },
            BatchedQuery("""
                SELECT \(Self.lossColumns) FROM \(Self.lossTables) WHERE s.reader_id = \(key) ORDER BY s.recorded_at DESC, s.id DESC
                """, ticket) { losses.append(try Self.decodeLoss($0)) },
            BatchedQuery("""
                SELECT \(Self.blockColumns) FROM reader_blocks b JOIN readers r ON r.id = b.reader_id
                WHERE b.reader_id = \(key) ORDER BY b.set_at DESC, b.id DESC
                """, ticket) { manual.append(try Self.decodeBlock($0)) },
            BatchedQuery(Self.settingsQuery, []) { settings = $0.text(0) },
            BatchedQuery("""
                SELECT \(ReaderColumns.select) FROM readers r, (SELECT id, phone_key, parent_phone_key FROM readers
                                                                WHERE ticket_number = \(Self.p(1))) me
                WHERE r.id <> me.id AND (r.phone_key IN (me.phone_key, me.parent_phone_key)
                                         OR r.parent_phone_key IN (me.phone_key, me.parent_phone_key))
                ORDER BY r.sort_key, r.id
                """, ticket) { sharing.append(try ReaderColumns.decode($0)) },
            BatchedQuery("""
                SELECT \(Self.holdColumns) FROM \(Self.holdsFrom)
                WHERE h.state IN ('queued', 'in_transit', 'waiting') AND h.reader_id = \(key)
                ORDER BY CASE h.state WHEN 'waiting' THEN 0 WHEN 'in_transit' THEN 1 ELSE 2 END, h.placed_at, h.id
                """, ticket) { holds.append(try Self.decodeHold($0)) },
            BatchedQuery("""
                SELECT password_hash IS NOT NULL, codes_enabled, history_shown, locked_until FROM reader_logins WHERE reader_id = \(key)
                """, ticket) { access = try Self.decodeReaderAccess($0, now: now) },
            BatchedQuery("SELECT \(Self.consentColumns) FROM reader_consents WHERE reader_id = \(key)", ticket) {
                consent = try Self.decodeConsent($0)
            },
        ])
        guard let record else { throw ReaderError.readerNotFound(ticketNumber) }
        let open = loans.filter(\.loan.isOpen).sorted { ($0.loan.dueOn, $0.loan.id) < ($1.loan.dueOn, $1.loan.id) }
        let blocks = ReaderBlock.blocks(openLoans: open.map(\.loan), unsettledLosses: losses.filter { !$0.isSettled }, manual: manual,
                                        thresholds: try Self.decodeSettings(settings).blocks, today: today)
        return ReaderDetails(record: record, openLoans: open, history: loans.filter { !$0.loan.isOpen }, blocks: blocks,
                             manualBlocks: manual, losses: losses, sharingPhone: sharing, holds: holds, access: access,
                             consent: consent)
    }

    /// The other readers reached at one of this reader's numbers, by name.
    package func readers(sharingPhonesOf record: ReaderRecord) throws -> [ReaderRecord] {
        let keys = record.reader.phones.map(\.key)
        guard !keys.isEmpty else { return [] }
        let list = Self.parameters(keys.count, from: 2)
        return try query("""
            SELECT \(ReaderColumns.select) FROM readers r
            WHERE r.id <> \(Self.p(1)) AND (r.phone_key IN (\(list)) OR r.parent_phone_key IN (\(list)))
            ORDER BY r.sort_key, r.id
            """, values: [record.id.rawValue] + keys) { try ReaderColumns.decode($0) }
    }
}
