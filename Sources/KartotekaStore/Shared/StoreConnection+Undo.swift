import Foundation
import KartotekaCore

/// Undoing a lend or a return made by mistake at the desk, within ``UndoError/window``: the lend's
/// loan is removed as if it had never been made (statistics do not count it), the return's loan is
/// open again as if the book had never come back.
extension StoreConnection {
    /// Undoes the last lend or return of a copy: a loan opened within the window is removed; else
    /// a loan closed by a return within it is reopened. Throws ``UndoError``.
    package func undoCirculation(_ inventoryNumber: InventoryNumber, now: Int64) throws -> UndoneCirculation {
        let copy = try copyRecord(inventoryNumber, lock: true)
        func recent(_ instant: Date?) -> Bool {
            instant.map { now - Int64($0.timeIntervalSince1970.rounded(.down)) <= UndoError.window } ?? false
        }
        if let open = try openLoanID(copy.id) {
            let loan = try loanDetails(open)
            guard recent(loan.loan.issuedAt), loan.loan.renewals == 0 else { throw UndoError.nothingToUndo(inventoryNumber) }
            let filled = try first("SELECT count(*) FROM holds WHERE loan_id = \(Self.p(1))", open.rawValue) { try $0.int(0) } ?? 0
            guard filled == 0 else { throw UndoError.filledHold(inventoryNumber) }
            _ = try change("DELETE FROM loans WHERE id = \(Self.p(1))", values: [open.rawValue])
            _ = try change("UPDATE copies SET status = 'available', updated_at = \(Self.p(1)) WHERE id = \(Self.p(2)) AND status = 'on_loan'",
                           values: [now, copy.id.rawValue])
            return UndoneCirculation(kind: .lend, loan: loan)
        }
        guard let last = try first("""
            SELECT id FROM loans WHERE copy_id = \(Self.p(1)) AND returned_at IS NOT NULL ORDER BY returned_at DESC, id DESC LIMIT 1
            """, copy.id.rawValue, map: { LoanID(try $0.int64(0)) }) else { throw UndoError.nothingToUndo(inventoryNumber) }
        let loan = try loanDetails(last)
        guard recent(loan.loan.returnedAt), loan.loan.lostAt == nil, copy.copy.status == .available else {
            throw UndoError.nothingToUndo(inventoryNumber)
        }
        guard loan.loan.readerID != nil else { throw UndoError.readerGone(inventoryNumber) }
        let travelling = try first("""
            SELECT count(*) FROM transfers WHERE copy_id = \(Self.p(1)) AND received_at IS NULL
            """, copy.id.rawValue) { try $0.int(0) } ?? 0
        guard travelling == 0, try holdSettingAside(copy.id) == nil else { throw UndoError.copyMovedOn(inventoryNumber) }
        _ = try change("""
            UPDATE loans SET returned_at = NULL, returned_branch_id = NULL, updated_at = \(Self.p(1)) WHERE id = \(Self.p(2))
            """, values: [now, last.rawValue])
        _ = try change("UPDATE copies SET status = 'on_loan', updated_at = \(Self.p(1)) WHERE id = \(Self.p(2))",
                       values: [now, copy.id.rawValue])
        return UndoneCirculation(kind: .returnCopy, loan: try loanDetails(last))
    }
}
