import KartotekaCore

/// Registering, changing and deleting readers, the same for both stores: what the store's reader
/// methods and the readers' use cases both do.
extension StoreConnection {
    /// Registers a reader; a taken ticket number is told as ``ReaderError/ticketNumberTaken(_:)``.
    package func addReader(_ reader: Reader, now: Int64) throws -> ReaderRecord {
        _ = try insertReaderRow(reader, now: now)
        return try readerRecord(reader.ticketNumber)
    }

    /// Replaces a reader's fields; a new ticket number follows them onto their loans and losses.
    package func updateReader(_ ticketNumber: TicketNumber, with reader: Reader, now: Int64) throws -> ReaderRecord {
        let current = try readerRecord(ticketNumber, lock: true)
        try updateReaderRow(current.id, reader, now: now)
        if reader.ticketNumber != ticketNumber {
            for table in ["loans", "losses"] {
                _ = try change("UPDATE \(table) SET ticket_number = \(Self.p(1)) WHERE reader_id = \(Self.p(2))",
                               values: [reader.ticketNumber.rawValue, current.id.rawValue])
            }
        }
        return try readerRecord(reader.ticketNumber)
    }

    /// Deletes a reader who holds no books and owes for none lost; their past loans and settled
    /// losses are kept without them, the notices to them (their name, address and letters) are
    /// deleted with them, and their holds are cancelled first, so that a copy set aside for them
    /// goes to the next reader. Their row is locked first (where a write does not hold the whole
    /// database already), so no lend to them can slip in between the count of open loans and the
    /// delete; SQLite's trigger refuses the delete too.
    package func deleteReader(_ ticketNumber: TicketNumber, by account: String?, today: Day, now: Int64) throws {
        let current = try readerRecord(ticketNumber, lock: true)
        let open = try first("SELECT count(*) FROM loans WHERE reader_id = \(Self.p(1)) AND returned_at IS NULL",
                             current.id.rawValue) { try $0.int(0) } ?? 0
        guard open == 0 else { throw ReaderError.readerHasOpenLoans(ticketNumber, count: open) }
        let owed = try first("SELECT count(*) FROM losses WHERE reader_id = \(Self.p(1)) AND settled_at IS NULL",
                             current.id.rawValue) { try $0.int(0) } ?? 0
        guard owed == 0 else { throw ReaderError.readerOwesForLosses(ticketNumber, count: owed) }
        let holds = try query("SELECT id FROM holds WHERE reader_id = \(Self.p(1)) AND state IN ('queued', 'in_transit', 'waiting')",
                              values: [current.id.rawValue]) { HoldID(try $0.int64(0)) }
        for hold in holds { _ = try cancelHold(hold, reader: nil, by: account, today: today, now: now) }
        _ = try change("DELETE FROM notices WHERE reader_id = \(Self.p(1)) OR (reader_id IS NULL AND ticket_number = \(Self.p(2)))",
                       values: [current.id.rawValue, ticketNumber.rawValue])
        try keepVisitorMark(ofReader: current.id.rawValue, birth: current.reader.birth.map { String($0.year) } ?? "", where: "TRUE", [])
        _ = try change("DELETE FROM readers WHERE id = \(Self.p(1))", values: [current.id.rawValue])
        for table in ["loans", "losses"] {
            _ = try change("UPDATE \(table) SET ticket_number = NULL WHERE reader_id IS NULL AND ticket_number = \(Self.p(1))",
                           values: [ticketNumber.rawValue])
        }
        try SearchIndex.removeReaderEntry(self, id: current.id.rawValue)
        try forgetReaderInAuditLog(ticketNumber)
    }
}
