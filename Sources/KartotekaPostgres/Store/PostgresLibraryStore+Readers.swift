import KartotekaCore
import KartotekaStore

extension PostgresLibraryStore {
    public func addReader(_ reader: Reader) throws -> ReaderRecord {
        try write { db in
            _ = try insertReaderRow(db, reader, now: nowSeconds)
            return try db.readerRecord(reader.ticketNumber)
        }
    }

    public func updateReader(_ ticketNumber: TicketNumber, with reader: Reader) throws -> ReaderRecord {
        try write { db in
            let current = try db.readerRecord(ticketNumber, lock: true)
            try updateReaderRow(db, current.id, reader, now: nowSeconds)
            if reader.ticketNumber != ticketNumber {
                try db.run("UPDATE loans SET ticket_number = $1 WHERE reader_id = $2",
                           reader.ticketNumber.rawValue, current.id.rawValue)
                try db.run("UPDATE losses SET ticket_number = $1 WHERE reader_id = $2",
                           reader.ticketNumber.rawValue, current.id.rawValue)
            }
            return try db.readerRecord(reader.ticketNumber)
        }
    }

    /// Deletes a reader. Their row is locked first, so no lend to them can slip in between the
    /// count of open loans and the delete.
    public func deleteReader(_ ticketNumber: TicketNumber) throws {
        try write { db in
            let current = try db.readerRecord(ticketNumber, lock: true)
            let open = try db.first("SELECT count(*) FROM loans WHERE reader_id = $1 AND returned_at IS NULL",
                                    current.id.rawValue) { try $0.int(0) } ?? 0
            guard open == 0 else { throw ReaderError.readerHasOpenLoans(ticketNumber, count: open) }
            try db.run("DELETE FROM readers WHERE id = $1", current.id.rawValue)
            try db.run("UPDATE loans SET ticket_number = NULL WHERE reader_id IS NULL AND ticket_number = $1",
                       ticketNumber.rawValue)
            try db.run("UPDATE losses SET ticket_number = NULL WHERE reader_id IS NULL AND ticket_number = $1",
                       ticketNumber.rawValue)
        }
    }

    public func reader(_ ticketNumber: TicketNumber) throws -> ReaderDetails {
        let today = today()
        return try read { db in try db.readerDetails(ticketNumber, today: today, now: nowSeconds) }
    }

    public func listReaders(_ query: ReaderQuery) throws -> Page<ReaderSummary> {
        let fullText = PostgresSearch.query(query.text).map { match in
            (condition: { (placeholder: String) in "r.search_vector @@ \(placeholder)::tsquery" }, value: match)
        }
        let today = today()
        return Page(fetched: try read { db in try db.listReaders(query, today: today, fullText: fullText) }, request: query.page)
    }

    public func readerCategories() throws -> [String] {
        try read { db in try db.readerCategories() }
    }

    // MARK: - Rows shared by the reader and import methods

    /// Adds a reader row with its search text; a taken ticket or phone is told as a reader error
    /// when `mappingConflicts` (which costs a savepoint), else it fails the transaction as it is.
    func insertReaderRow(_ db: PostgresConnection, _ reader: Reader, now: Int64, mappingConflicts: Bool = true) throws -> ReaderID {
        let values = ReaderColumns.values(reader) + [PostgresSearch.text(of: reader), now, now]
        let insert = {
            try db.query("""
                INSERT INTO readers (\(ReaderColumns.content), search_text, created_at, updated_at)
                VALUES (\(PostgresSQL.placeholders(values.count))) RETURNING id
                """, values: values) { ReaderID(try $0.int64(0)) }.first ?? ReaderID(0)
        }
        return mappingConflicts ? try mapReaderConflicts(reader, db, insert) : try insert()
    }

    /// Replaces a reader row's content and search text.
    func updateReaderRow(_ db: PostgresConnection, _ id: ReaderID, _ reader: Reader, now: Int64) throws {
        let content = PostgresSQL.count(ReaderColumns.content)
        try mapReaderConflicts(reader, db) {
            try db.run("""
                UPDATE readers SET \(PostgresSQL.assignments(ReaderColumns.content)), search_text = $\(content + 1),
                    updated_at = $\(content + 2) WHERE id = $\(content + 3)
                """, values: ReaderColumns.values(reader) + [PostgresSearch.text(of: reader), now, id.rawValue])
        }
    }

    /// Runs a reader insert or update in a savepoint, turning a taken ticket number into the
    /// reader error.
    @discardableResult
    private func mapReaderConflicts<T>(_ reader: Reader, _ db: PostgresConnection, _ body: () throws -> T) throws -> T {
        do {
            return try db.savepoint(body)
        } catch let error as PostgresError where error.isUniqueViolation("readers_ticket_number_unique") {
            throw ReaderError.ticketNumberTaken(reader.ticketNumber)
        }
    }
}
