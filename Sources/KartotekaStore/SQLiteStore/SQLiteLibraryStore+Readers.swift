import KartotekaCore

extension SQLiteLibraryStore {
    public func addReader(_ reader: Reader) throws -> ReaderRecord {
        try write { db in
            try addReaderRow(db, reader, now: nowSeconds)
            return try db.readerRecord(reader.ticketNumber)
        }
    }

    public func updateReader(_ ticketNumber: TicketNumber, with reader: Reader) throws -> ReaderRecord {
        try write { db in
            let current = try db.readerRecord(ticketNumber)
            try changeReaderRow(db, current.id, reader, now: nowSeconds)
            if reader.ticketNumber != ticketNumber {
                try db.run("UPDATE loans SET ticket_number = ? WHERE reader_id = ?", reader.ticketNumber.rawValue, current.id.rawValue)
                try db.run("UPDATE losses SET ticket_number = ? WHERE reader_id = ?", reader.ticketNumber.rawValue, current.id.rawValue)
            }
            return try db.readerRecord(reader.ticketNumber)
        }
    }

    public func deleteReader(_ ticketNumber: TicketNumber) throws {
        try write { db in
            let current = try db.readerRecord(ticketNumber)
            do {
                try db.run("DELETE FROM readers WHERE id = ?", current.id.rawValue)
            } catch let error as SQLiteError where error.isRaised("reader_has_open_loans") {
                let count = try db.query("SELECT count(*) FROM loans WHERE reader_id = ? AND returned_at IS NULL",
                                         current.id.rawValue) { try $0.int(0) }.first ?? 0
                throw ReaderError.readerHasOpenLoans(ticketNumber, count: count)
            }
            try db.run("UPDATE loans SET ticket_number = NULL WHERE reader_id IS NULL AND ticket_number = ?",
                       ticketNumber.rawValue)
            try db.run("UPDATE losses SET ticket_number = NULL WHERE reader_id IS NULL AND ticket_number = ?",
                       ticketNumber.rawValue)
            try db.run("DELETE FROM reader_search WHERE rowid = ?", current.id.rawValue)
        }
    }

    public func reader(_ ticketNumber: TicketNumber) throws -> ReaderDetails {
        let today = today()
        return try read { db in try db.readerDetails(ticketNumber, today: today, now: nowSeconds) }
    }

    public func listReaders(_ query: ReaderQuery) throws -> Page<ReaderSummary> {
        let fullText = SearchIndex.matchExpression(query.text).map { match in
            (condition: { (placeholder: String) in "r.id IN (SELECT rowid FROM reader_search WHERE reader_search MATCH \(placeholder))" },
             value: match)
        }
        let today = today()
        return Page(fetched: try read { db in try db.listReaders(query, today: today, fullText: fullText) }, request: query.page)
    }

    public func readerCategories() throws -> [String] {
        try read { db in try db.readerCategories() }
    }

    // MARK: - Shared by the reader, class list and import methods

    /// Inserts a reader row with its search entry.
    func addReaderRow(_ db: SQLiteConnection, _ reader: Reader, now: Int64) throws {
        let id = try insertReaderRow(db, reader, now: now)
        try db.run("INSERT INTO reader_search (rowid, body) VALUES (?, ?)", id.rawValue, SearchIndex.body(of: reader))
    }

    /// Replaces a reader row's content and its search entry.
    func changeReaderRow(_ db: SQLiteConnection, _ id: ReaderID, _ reader: Reader, now: Int64) throws {
        try updateReaderRow(db, id, reader, now: now)
        try db.run("UPDATE reader_search SET body = ? WHERE rowid = ?", SearchIndex.body(of: reader), id.rawValue)
    }

    /// Inserts a reader row (its search entry is the caller's to write); returns its id.
    func insertReaderRow(_ db: SQLiteConnection, _ reader: Reader, now: Int64) throws -> ReaderID {
        let placeholders = Array(repeating: "?", count: ReaderColumns.values(reader).count + 2).joined(separator: ", ")
        try mapReaderConflicts(reader) {
            try db.run("INSERT INTO readers (\(ReaderColumns.content), created_at, updated_at) VALUES (\(placeholders))",
                       values: ReaderColumns.values(reader) + [now, now])
        }
        return ReaderID(db.lastInsertRowID)
    }

    /// Replaces a reader row's content (its search entry is the caller's to write).
    func updateReaderRow(_ db: SQLiteConnection, _ id: ReaderID, _ reader: Reader, now: Int64) throws {
        let assignments = ReaderColumns.content.split(separator: ",")
            .map { "\($0.trimmingCharacters(in: .whitespacesAndNewlines)) = ?" }.joined(separator: ", ")
        try mapReaderConflicts(reader) {
            try db.run("UPDATE readers SET \(assignments), updated_at = ? WHERE id = ?", values: ReaderColumns.values(reader) + [now, id.rawValue])
        }
    }

    /// Runs a reader insert or update, turning a taken ticket number into the reader error.
    func mapReaderConflicts(_ reader: Reader, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as SQLiteError where error.isUniqueViolation && error.message.contains("readers.ticket_number") {
            throw ReaderError.ticketNumberTaken(reader.ticketNumber)
        }
    }
}
