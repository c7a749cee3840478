import KartotekaCore

extension SQLiteLibraryStore {
    public func addReader(_ reader: Reader) throws -> ReaderRecord {
        try write { db in
            let now = nowSeconds
            let placeholders = Array(repeating: "?", count: ReaderColumns.values(reader).count + 2).joined(separator: ", ")
            try mapReaderConflicts(reader, excluding: nil, db) {
                try db.run("INSERT INTO readers (\(ReaderColumns.content), created_at, updated_at) VALUES (\(placeholders))",
                           values: ReaderColumns.values(reader) + [now, now])
            }
            let id = db.lastInsertRowID
            try db.run("INSERT INTO reader_search (rowid, body) VALUES (?, ?)", id, SearchIndex.body(of: reader))
            return try db.readerRecord(reader.ticketNumber)
        }
    }

    public func updateReader(_ ticketNumber: TicketNumber, with reader: Reader) throws -> ReaderRecord {
        try write { db in
            let current = try db.readerRecord(ticketNumber)
            let assignments = ReaderColumns.content.split(separator: ",")
                .map { "\($0.trimmingCharacters(in: .whitespacesAndNewlines)) = ?" }.joined(separator: ", ")
            try mapReaderConflicts(reader, excluding: current.id, db) {
                try db.run("UPDATE readers SET \(assignments), updated_at = ? WHERE id = ?",
                           values: ReaderColumns.values(reader) + [nowSeconds, current.id.rawValue])
            }
            try db.run("UPDATE reader_search SET body = ? WHERE rowid = ?", SearchIndex.body(of: reader), current.id.rawValue)
            if reader.ticketNumber != ticketNumber {
                try db.run("UPDATE loans SET ticket_number = ? WHERE reader_id = ?",
                           reader.ticketNumber.rawValue, current.id.rawValue)
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
            try db.run("DELETE FROM reader_search WHERE rowid = ?", current.id.rawValue)
        }
    }

    public func reader(_ ticketNumber: TicketNumber) throws -> ReaderDetails {
        try read { db in try db.readerDetails(ticketNumber) }
    }

    public func listReaders(_ query: ReaderQuery) throws -> Page<ReaderSummary> {
        var values: [any DatabaseValueConvertible] = [today().isoText]
        var filter = ""
        if let match = SearchIndex.matchExpression(query.text) {
            filter = "WHERE r.id IN (SELECT rowid FROM reader_search WHERE reader_search MATCH ?)"
            values.append(match)
        }
        values += [query.page.limit + 1, query.page.offset]
        let rows = try read { db in
            try db.query("""
                SELECT \(ReaderColumns.select),
                    (SELECT count(*) FROM loans l WHERE l.reader_id = r.id AND l.returned_at IS NULL),
                    (SELECT count(*) FROM loans l WHERE l.reader_id = r.id AND l.returned_at IS NULL AND l.due_on < ?1)
                FROM readers r \(filter)
                ORDER BY r.sort_key, r.id LIMIT ? OFFSET ?
                """, values: values) { row in
                ReaderSummary(record: try ReaderColumns.decode(row), openLoanCount: try row.int(ReaderColumns.count),
                              overdueCount: try row.int(ReaderColumns.count + 1))
            }
        }
        return Page(fetched: rows, request: query.page)
    }

    // MARK: - Shared by the reader and import methods

    /// Runs a reader insert or update, turning unique-constraint failures into reader errors
    /// (a duplicate phone names the reader who has it).
    func mapReaderConflicts(_ reader: Reader, excluding id: ReaderID?, _ db: SQLiteConnection,
                                    _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as SQLiteError where error.isUniqueViolation && error.message.contains("readers.ticket_number") {
            throw ReaderError.ticketNumberTaken(reader.ticketNumber)
        } catch let error as SQLiteError where error.isUniqueViolation && error.message.contains("readers.phone_key") {
            let holder = try db.queryFirst(
                "SELECT ticket_number, surname, first_name, patronymic FROM readers WHERE phone_key = ? AND id IS NOT ?",
                reader.phone.key, id?.rawValue) { row in
                (TicketNumber(unchecked: row.text(0)),
                 Reader.shortName(surname: row.text(1), firstName: row.text(2), patronymic: row.text(3)))
            }
            guard let holder else { throw error }
            throw ReaderError.phoneTaken(reader.phone, byTicket: holder.0, name: holder.1)
        }
    }
}
