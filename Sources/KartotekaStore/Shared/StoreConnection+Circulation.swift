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

    /// Open loans due before `day`, most overdue first: all, or those lent at one branch.
    package func overdueLoans(asOf day: Day, branch: BranchCode?, page: PageRequest) throws -> [LoanDetails] {
        let lentAt = try branch.map { try branchID($0).rawValue }
        return try query("""
            SELECT \(LoanColumns.select) FROM \(LoanColumns.from)
            WHERE l.returned_at IS NULL AND l.due_on < \(Self.p(1)) AND (CAST(\(Self.p(2)) AS BIGINT) IS NULL OR l.lent_branch_id = CAST(\(Self.p(2)) AS BIGINT))
            ORDER BY l.due_on, l.id LIMIT \(Self.p(3)) OFFSET \(Self.p(4))
            """, values: [day.isoText, lentAt, page.limit + 1, page.offset]) { try LoanColumns.decode($0) }
    }

    /// Removes the reader from returned loans older than the cutoff; returns how many changed.
    package func anonymiseLoans(returnedBefore cutoff: Date, now: Int64) throws -> Int {
        try change("""
            UPDATE loans SET reader_id = NULL, ticket_number = NULL, updated_at = \(Self.p(1))
            WHERE returned_at IS NOT NULL AND returned_at < \(Self.p(2)) AND (reader_id IS NOT NULL OR ticket_number IS NOT NULL)
            """, values: [now, Int64(cutoff.timeIntervalSince1970)])
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

    /// A reader with their open loans (soonest due first) and history (newest first).
    package func readerDetails(_ ticketNumber: TicketNumber) throws -> ReaderDetails {
        let record = try readerRecord(ticketNumber)
        let loans = try query("""
            SELECT \(LoanColumns.select) FROM \(LoanColumns.from)
            WHERE l.reader_id = \(Self.p(1)) ORDER BY l.issued_at DESC, l.id DESC
            """, values: [record.id.rawValue]) { try LoanColumns.decode($0) }
        let open = loans.filter(\.loan.isOpen).sorted { ($0.loan.dueOn, $0.loan.id) < ($1.loan.dueOn, $1.loan.id) }
        return ReaderDetails(record: record, openLoans: open, history: loans.filter { !$0.loan.isOpen })
    }
}
