import KartotekaCore

extension SQLiteLibraryStore {
    public func addTitle(_ title: Title, copies: [Copy], at branch: BranchCode?) throws -> TitleDetails {
        try write { db in
            let now = nowSeconds
            let home = try db.branchID(branch)
            try insertTitleRow(db, title, now: now)
            let id = TitleID(db.lastInsertRowID)
            for copy in copies {
                try insertCopyRow(db, copy, titleID: id, branch: home, now: now)
            }
            return try db.titleDetails(id)
        }
    }

    public func catalogue(_ title: Title, copies: [Copy], at branch: BranchCode?) throws -> CataloguingResult {
        try write { db in
            let now = nowSeconds
            let home = try db.branchID(branch)
            let existing = try title.isbn.flatMap { isbn in try db.titleID(isbn: isbn) }
            let id: TitleID
            if let existing {
                id = existing
            } else {
                try insertTitleRow(db, title, now: now)
                id = TitleID(db.lastInsertRowID)
            }
            for copy in copies {
                try insertCopyRow(db, copy, titleID: id, branch: home, now: now)
            }
            return CataloguingResult(details: try db.titleDetails(id), addedToExistingTitle: existing != nil)
        }
    }

    public func updateTitle(_ id: TitleID, with title: Title) throws -> TitleRecord {
        try write { db in
            _ = try db.titleRecord(id)
            let values = TitleColumns.values(title) + [nowSeconds, id.rawValue]
            let assignments = TitleColumns.content.split(separator: ",")
                .map { "\($0.trimmingCharacters(in: .whitespacesAndNewlines)) = ?" }.joined(separator: ", ")
            try mapTitleConflicts(title, db) {
                try db.run("UPDATE titles SET \(assignments), updated_at = ? WHERE id = ?", values: values)
            }
            try db.run("UPDATE title_search SET body = ? WHERE rowid = ?", SearchIndex.body(of: title), id.rawValue)
            return try db.titleRecord(id)
        }
    }

    public func deleteTitle(_ id: TitleID) throws {
        try write { db in
            _ = try db.titleRecord(id)
            let onLoan = try db.query("SELECT count(*) FROM copies WHERE title_id = ? AND status = 'on_loan'", id.rawValue) {
                try $0.int(0)
            }.first ?? 0
            guard onLoan == 0 else { throw CatalogError.titleHasCopiesOnLoan(id, count: onLoan) }
            try db.refuseRemovingWrittenOff(title: id)
            try db.run("DELETE FROM title_search WHERE rowid = ?", id.rawValue)
            try db.run("DELETE FROM titles WHERE id = ?", id.rawValue)
        }
    }

    public func title(_ id: TitleID) throws -> TitleDetails {
        try read { db in try db.titleDetails(id) }
    }

    public func title(isbn: ISBN) throws -> TitleRecord? {
        try read { db in try db.titleRecord(isbn: isbn) }
    }

    public func titles(titlePrefix: String, limit: Int) throws -> [TitleRecord] {
        let prefix = SearchText.fold(titlePrefix.trimmingCharacters(in: .whitespaces))
        return try read { db in
            try db.query("""
                SELECT \(TitleColumns.select) FROM titles t
                WHERE t.title_key >= ?1 AND t.title_key < ?1 || x'f48fbfbf'
                ORDER BY t.title_key, t.id LIMIT ?2
                """, prefix, max(1, min(limit, 500))) { try TitleColumns.decode($0) }
        }
    }

    // MARK: - Rows shared by the catalogue methods

    /// Inserts a title row and its search entry; with `deferSearch` the entry is handed there
    /// instead, for a caller that writes the search index after its savepoints (FTS5 flushes
    /// its pending entries at every savepoint).
    func insertTitleRow(_ db: SQLiteConnection, _ title: Title, now: Int64, deferSearch: ((Int64, String) -> Void)? = nil) throws {
        let values = TitleColumns.values(title) + [now, now]
        let placeholders = Array(repeating: "?", count: values.count).joined(separator: ", ")
        try mapTitleConflicts(title, db) {
            try db.run("INSERT INTO titles (\(TitleColumns.content), created_at, updated_at) VALUES (\(placeholders))", values: values)
        }
        if let deferSearch {
            deferSearch(db.lastInsertRowID, SearchIndex.body(of: title))
        } else {
            try db.run("INSERT INTO title_search (rowid, body) VALUES (?, ?)", db.lastInsertRowID, SearchIndex.body(of: title))
        }
    }

    private func mapTitleConflicts(_ title: Title, _ db: SQLiteConnection, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as SQLiteError where error.isUniqueViolation && error.message.contains("titles.isbn") {
            guard let isbn = title.isbn else { throw error }
            throw CatalogError.isbnTaken(isbn, by: try db.titleID(isbn: isbn) ?? TitleID(0))
        }
    }
}
