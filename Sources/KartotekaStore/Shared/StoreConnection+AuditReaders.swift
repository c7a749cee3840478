import Foundation
import KartotekaCore

/// The audit log's lines stop naming readers (``AuditEntry/forgettingReaders(_:)``) when their
/// loans do: those written before the anonymiser's cutoff, and every line of a reader deleted.
extension StoreConnection {
    /// Every line written before `cutoff` (seconds) names no reader.
    package func forgetReadersInAuditLog(before cutoff: Int64) throws {
        try forgetReadersInAuditLog(where: "at < \(Self.p(1))", [cutoff], ticket: nil)
    }

    /// No line names the reader of `ticket` — nor their tickets before it, in the lines written
    /// before each change (a ticket given up may since be another reader's).
    package func forgetReaderInAuditLog(_ ticket: TicketNumber) throws {
        var pending: [(ticket: String, upTo: Int64?)] = [(ticket.rawValue, nil)]
        var done: Set<String> = []
        while let (name, upTo) = pending.popLast() {
            guard done.insert(name).inserted else { continue }
            let bound = upTo.map { " AND id <= \($0)" } ?? ""
            let renames = try query("SELECT id, subject FROM audit_log WHERE subject LIKE \(Self.p(1))\(bound)", values: ["%, now \(name)%"]) {
                (id: try $0.int64(0), subject: $0.text(1))
            }
            for rename in renames {
                if let earlier = AuditEntry.ticketBefore(becoming: name, in: rename.subject) { pending.append((earlier, rename.id)) }
            }
            try forgetReadersInAuditLog(where: "(subject LIKE \(Self.p(1)) OR account = \(Self.p(2)))\(bound)",
                                        ["%\(name)%", "reader \(name)"], ticket: name)
        }
    }

    private func forgetReadersInAuditLog(where condition: String, _ values: [any DatabaseValueConvertible], ticket: String?) throws {
        // Lines whose readers are forgotten already say `reader —` and are not read again.
        let lines = try query("""
            SELECT id, at, account, action, subject FROM audit_log
            WHERE \(condition) AND ((subject LIKE '%reader %' AND subject NOT LIKE '%reader \(AuditEntry.readerForgotten)%')
                                    OR (account LIKE 'reader %' AND account <> 'reader \(AuditEntry.readerForgotten)'))
            """, values: values) { row in
            (id: try row.int64(0), entry: AuditEntry(at: Date(storedSeconds: try row.int64(1)), account: row.text(2), action: row.text(3),
                                                     subject: row.text(4)))
        }
        for line in lines {
            let forgotten = line.entry.forgettingReaders(ticket)
            guard forgotten != line.entry else { continue }
            _ = try change("UPDATE audit_log SET account = \(Self.p(1)), subject = \(Self.p(2)) WHERE id = \(Self.p(3))",
                           values: [forgotten.account, forgotten.subject, line.id])
        }
    }
}
