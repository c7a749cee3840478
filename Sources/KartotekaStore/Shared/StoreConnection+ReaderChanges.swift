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

    /// Deletes a reader who holds no books; their past loans and losses are kept without them,
    /// the notices to them (their name, address and letter) are deleted with them.
    /// Their row is locked first (where a write does not hold the whole database already), so no
    /// lend to them can slip in between the count of open loans and the delete; SQLite's trigger
    /// refuses the delete too.
    package func deleteReader(_ ticketNumber: TicketNumber) throws {
        let current = try readerRecord(ticketNumber, lock: true)
        let open = try first("SELECT count(*) FROM loans WHERE reader_id = \(Self.p(1)) AND returned_at IS NULL",
                             current.id.rawValue) { try $0.int(0) } ?? 0
        guard open == 0 else { throw ReaderError.readerHasOpenLoans(ticketNumber, count: open) }
        _ = try change("DELETE FROM notices WHERE reader_id = \(Self.p(1)) OR (reader_id IS NULL AND ticket_number = \(Self.p(2)))",
                       values: [current.id.rawValue, ticketNumber.rawValue])
        _ = try change("DELETE FROM readers WHERE id = \(Self.p(1))", values: [current.id.rawValue])
        for table in ["loans", "losses"] {
            _ = try change("UPDATE \(table) SET ticket_number = NULL WHERE reader_id IS NULL AND ticket_number = \(Self.p(1))",
                           values: [ticketNumber.rawValue])
        }
        try SearchIndex.removeReaderEntry(self, id: current.id.rawValue)
    }
}
