import KartotekaCore

extension SQLLibraryStore {
    public func addReader(_ reader: Reader) throws -> ReaderRecord {
        try write { db in
            _ = try db.insertReaderRow(reader, now: nowSeconds)
            return try db.readerRecord(reader.ticketNumber)
        }
    }

    public func updateReader(_ ticketNumber: TicketNumber, with reader: Reader) throws -> ReaderRecord {
        try write { db in
            let current = try db.readerRecord(ticketNumber, lock: true)
            try db.updateReaderRow(current.id, reader, now: nowSeconds)
            if reader.ticketNumber != ticketNumber {
                for table in ["loans", "losses"] {
                    _ = try db.change("UPDATE \(table) SET ticket_number = \(Self.p(1)) WHERE reader_id = \(Self.p(2))",
                                      values: [reader.ticketNumber.rawValue, current.id.rawValue])
                }
            }
            return try db.readerRecord(reader.ticketNumber)
        }
    }

    /// Deletes a reader. Their row is locked first (where a write does not hold the whole database
    /// already), so no lend to them can slip in between the count of open loans and the delete;
    /// SQLite's trigger refuses the delete too.
    public func deleteReader(_ ticketNumber: TicketNumber) throws {
        try write { db in
            let current = try db.readerRecord(ticketNumber, lock: true)
            let open = try db.first("SELECT count(*) FROM loans WHERE reader_id = \(Self.p(1)) AND returned_at IS NULL",
                                    current.id.rawValue) { try $0.int(0) } ?? 0
            guard open == 0 else { throw ReaderError.readerHasOpenLoans(ticketNumber, count: open) }
            _ = try db.change("DELETE FROM readers WHERE id = \(Self.p(1))", values: [current.id.rawValue])
            for table in ["loans", "losses"] {
                _ = try db.change("UPDATE \(table) SET ticket_number = NULL WHERE reader_id IS NULL AND ticket_number = \(Self.p(1))",
                                  values: [ticketNumber.rawValue])
            }
            try Database.Connection.SearchIndex.removeReaderEntry(db, id: current.id.rawValue)
        }
    }

    public func reader(_ ticketNumber: TicketNumber) throws -> ReaderDetails {
        let today = today()
        return try read { db in try db.readerDetails(ticketNumber, today: today, now: nowSeconds) }
    }

    public func listReaders(_ query: ReaderQuery) throws -> Page<ReaderSummary> {
        let fullText = Database.Connection.SearchIndex.readerCondition(query.text)
        let today = today()
        return Page(fetched: try read { db in try db.listReaders(query, today: today, fullText: fullText) }, request: query.page)
    }

    public func readerCategories() throws -> [String] {
        try read { db in try db.readerCategories() }
    }
}
