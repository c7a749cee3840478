import KartotekaCore

/// Reader rows with their search entries, written once for both stores: what the reader, class
/// list and import methods share. The search columns of a row and the entries beside it are the
/// database's (``StoreSearchIndex``).
extension StoreConnection {
    /// Inserts a reader row with its search entry; returns its id. A taken ticket number is told as
    /// ``ReaderError/ticketNumberTaken(_:)`` when `mappingConflicts` (which costs a savepoint in
    /// PostgreSQL), else fails the transaction as it is. Without `writingEntry`, an entry kept
    /// beside the row is the caller's to write.
    package func insertReaderRow(_ reader: Reader, now: Int64, mappingConflicts: Bool = true, writingEntry: Bool = true) throws -> ReaderID {
        let insert = {
            ReaderID(try self.insertSearchedRow(into: "readers", content: ReaderColumns.content, values: ReaderColumns.values(reader),
                                                search: SearchIndex.readerColumns(reader), now: now))
        }
        let id = mappingConflicts ? try mapReaderConflicts(reader, insert) : try insert()
        if reader.graduated { try noteLeavingSchool(id, now: now) }
        if writingEntry { try SearchIndex.writeReaderEntry(self, id: id.rawValue, reader: reader, isNew: true) }
        return id
    }

    /// Replaces a reader row's content and search entry; a taken ticket number is told as
    /// ``ReaderError/ticketNumberTaken(_:)``. `writingEntry` as for
    /// ``insertReaderRow(_:now:mappingConflicts:writingEntry:)``.
    package func updateReaderRow(_ id: ReaderID, _ reader: Reader, now: Int64, writingEntry: Bool = true) throws {
        let address = try first("SELECT coalesce(nullif(email, ''), nullif(parent_email, '')) FROM readers WHERE id = \(Self.p(1))",
                                id.rawValue) { $0.optionalText(0) } ?? nil
        try mapReaderConflicts(reader) {
            try updateSearchedRow(id.rawValue, of: "readers", content: ReaderColumns.content, values: ReaderColumns.values(reader),
                                  search: SearchIndex.readerColumns(reader), now: now)
        }
        try noteLeavingSchool(id, now: now)
        if NoticeComposer.recipient(of: reader) != address { try endCodeSignIns(id, now: now) }
        if writingEntry { try SearchIndex.writeReaderEntry(self, id: id.rawValue, reader: reader, isNew: false) }
    }

    /// A sign-in code goes to the reader's address: one taken away (lost, or in the wrong hands),
    /// by hand, a class list or an import, takes the code mailed to it and the sessions of a
    /// reader who signs in by codes.
    private func endCodeSignIns(_ id: ReaderID, now: Int64) throws {
        _ = try change("""
            UPDATE reader_logins SET code_digest = NULL, code_expires_at = NULL, updated_at = \(Self.p(1)) WHERE reader_id = \(Self.p(2))
            """, values: [now, id.rawValue])
        _ = try change("""
            DELETE FROM reader_sessions WHERE reader_id = \(Self.p(1))
              AND EXISTS (SELECT 1 FROM reader_logins g WHERE g.reader_id = \(Self.p(1)) AND g.codes_enabled)
            """, values: [id.rawValue])
    }

    /// Keeps when a pupil left school beside the graduated flag: `now` when the flag has just been
    /// set, as it was while it stays set, none without it. The retention of personal data runs
    /// from it, so later changes to a graduate's record do not move it.
    private func noteLeavingSchool(_ id: ReaderID, now: Int64) throws {
        _ = try change("""
            UPDATE readers SET graduated_at = CASE WHEN graduated THEN COALESCE(graduated_at, \(Self.p(1))) END WHERE id = \(Self.p(2))
            """, values: [now, id.rawValue])
    }

    /// Runs a reader insert or update recoverably, turning a taken ticket number into the reader error.
    @discardableResult
    private func mapReaderConflicts<T>(_ reader: Reader, _ body: () throws -> T) throws -> T {
        do {
            return try recoverable(body)
        } catch where Self.constraintFailure(error) == .ticketNumberTaken {
            throw ReaderError.ticketNumberTaken(reader.ticketNumber)
        }
    }
}
