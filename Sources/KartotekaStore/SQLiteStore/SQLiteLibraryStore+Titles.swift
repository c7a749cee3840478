import KartotekaCore

extension SQLiteLibraryStore {
    public func addTitle(_ title: Title, copies: [Copy], at branch: BranchCode?) throws -> TitleDetails {
        try write { db in
            let now = nowSeconds
            let home = try db.branchID(branch)
            let id = TitleID(try insertTitleRow(db, title, now: now))
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
                id = TitleID(try insertTitleRow(db, title, now: now))
            }
            for copy in copies {
                try insertCopyRow(db, copy, titleID: id, branch: home, now: now)
            }
            return CataloguingResult(details: try db.titleDetails(id), addedToExistingTitle: existing != nil)
        }
    }

    public func updateTitle(_ id: TitleID, with title: Title) throws -> TitleRecord {
        try write { db in
            let old = try db.titleRecord(id)
            let fields = TitleSearchFields(title)
            let values = TitleColumns.values(title) + [nowSeconds, id.rawValue]
            try mapTitleConflicts(title, db) {
                try db.run("UPDATE titles SET \(Self.titleAssignments), updated_at = ? WHERE id = ?", values: values)
            }
            try SQLiteTitleIndex.update(db, id: id.rawValue, fields: fields)
            var changes = SearchVocabularyChanges()
            changes.replace(TitleSearchFields(old.title), with: fields)
            try db.applySearchVocabulary(changes)
            return try db.titleRecord(id)
        }
    }

    public func deleteTitle(_ id: TitleID) throws {
        try write { db in
            let old = try db.titleRecord(id)
            let onLoan = try db.query("SELECT count(*) FROM copies WHERE title_id = ? AND status = 'on_loan'", id.rawValue) {
                try $0.int(0)
            }.first ?? 0
            guard onLoan == 0 else { throw CatalogError.titleHasCopiesOnLoan(id, count: onLoan) }
            try db.refuseRemovingWrittenOff(title: id)
            try db.run("DELETE FROM title_search WHERE rowid = ?", id.rawValue)
            try db.run("DELETE FROM titles WHERE id = ?", id.rawValue)
            var changes = SearchVocabularyChanges()
            changes.add(TitleSearchFields(old.title), by: -1)
            try db.applySearchVocabulary(changes)
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

    /// `column = ?, …` for the content columns, in ``TitleColumns/values(_:)`` order.
    static let titleAssignments = TitleColumns.content.split(separator: ",")
        .map { "\($0.trimmingCharacters(in: .whitespacesAndNewlines)) = ?" }.joined(separator: ", ")

    /// The INSERT of a title row: its content and its times.
    static let titleInsert = """
        INSERT INTO titles (\(TitleColumns.content), created_at, updated_at)
        VALUES (\(Array(repeating: "?", count: TitleColumns.content.split(separator: ",").count + 2).joined(separator: ", ")))
        """

    /// Inserts a title row with its search entries; returns its id. With `deferSearch`, its
    /// `title_search` row and vocabulary are handed there instead, for a caller that writes them
    /// after its savepoints (FTS5 flushes its pending entries at every savepoint).
    @discardableResult
    func insertTitleRow(_ db: SQLiteConnection, _ title: Title, now: Int64,
                        deferSearch: ((Int64, TitleSearchFields) -> Void)? = nil) throws -> Int64 {
        let fields = TitleSearchFields(title)
        let values = TitleColumns.values(title) + [now, now]
        try mapTitleConflicts(title, db) {
            try db.run(Self.titleInsert, values: values)
        }
        let id = db.lastInsertRowID
        if let deferSearch {
            deferSearch(id, fields)
        } else {
            try SQLiteTitleIndex.insert(db, id: id, fields: fields)
            var changes = SearchVocabularyChanges()
            changes.add(fields)
            try db.applySearchVocabulary(changes)
        }
        return id
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
