import KartotekaCore
import KartotekaStore

extension PostgresLibraryStore {
    public func addTitle(_ title: Title, copies: [Copy], at branch: BranchCode?) throws -> TitleDetails {
        try write { db in
            let now = nowSeconds
            let home = try db.branchID(branch)
            let id = try insertTitleRow(db, title, now: now)
            for copy in copies {
                try insertCopyRow(db, copy, titleID: id, branch: home, now: now, touchTitle: false)
            }
            return try db.titleDetails(id)
        }
    }

    public func catalogue(_ title: Title, copies: [Copy], at branch: BranchCode?) throws -> CataloguingResult {
        try write { db in
            let now = nowSeconds
            let home = try db.branchID(branch)
            let existing = try title.isbn.flatMap { isbn in try db.titleID(isbn: isbn, lock: true) }
            let id = try existing ?? insertTitleRow(db, title, now: now)
            for copy in copies {
                try insertCopyRow(db, copy, titleID: id, branch: home, now: now, touchTitle: existing != nil)
            }
            return CataloguingResult(details: try db.titleDetails(id), addedToExistingTitle: existing != nil)
        }
    }

    public func updateTitle(_ id: TitleID, with title: Title) throws -> TitleRecord {
        try write { db in
            _ = try db.titleRecord(id, lock: true)
            try updateTitleRow(db, id, title, now: nowSeconds)
            return try db.titleRecord(id)
        }
    }

    public func deleteTitle(_ id: TitleID) throws {
        try write { db in
            _ = try db.titleRecord(id, lock: true)
            // Locking the copies first: a lend waiting on one of them finds it gone, and none can
            // go on loan between the count and the delete.
            let statuses = try db.query("SELECT status FROM copies WHERE title_id = $1 FOR UPDATE", id.rawValue) { $0.text(0) }
            let onLoan = statuses.filter { $0 == CopyStatus.onLoan.rawValue }.count
            guard onLoan == 0 else { throw CatalogError.titleHasCopiesOnLoan(id, count: onLoan) }
            try db.refuseRemovingWrittenOff(title: id)
            try db.run("DELETE FROM titles WHERE id = $1", id.rawValue)
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
            // title_key is in the "C" collation: the range is a prefix, in code point order.
            try db.query("""
                SELECT \(TitleColumns.select) FROM titles t
                WHERE t.title_key >= $1 AND t.title_key < $1 || chr(1114111)
                ORDER BY t.title_key, t.id LIMIT $2
                """, prefix, max(1, min(limit, 500))) { try TitleColumns.decode($0) }
        }
    }

    // MARK: - Rows shared by the catalogue methods

    /// Inserts a title row with its search text; returns its id.
    func insertTitleRow(_ db: PostgresConnection, _ title: Title, now: Int64) throws -> TitleID {
        let values = TitleColumns.values(title) + [PostgresSearch.text(of: title), now, now]
        return try mapTitleConflicts(title, db) {
            try db.query("""
                INSERT INTO titles (\(TitleColumns.content), search_text, created_at, updated_at)
                VALUES (\(PostgresSQL.placeholders(values.count))) RETURNING id
                """, values: values) { TitleID(try $0.int64(0)) }.first ?? TitleID(0)
        }
    }

    /// Replaces a title row's content and search text.
    func updateTitleRow(_ db: PostgresConnection, _ id: TitleID, _ title: Title, now: Int64) throws {
        let values = TitleColumns.values(title) + [PostgresSearch.text(of: title), now, id.rawValue]
        let content = PostgresSQL.count(TitleColumns.content)
        try mapTitleConflicts(title, db) {
            try db.run("""
                UPDATE titles SET \(PostgresSQL.assignments(TitleColumns.content)), search_text = $\(content + 1),
                    updated_at = $\(content + 2) WHERE id = $\(content + 3)
                """, values: values)
        }
    }

    /// Runs a title insert or update (in a savepoint when the title has an ISBN), turning a taken
    /// ISBN into ``CatalogError/isbnTaken(_:by:)`` naming the title that has it.
    @discardableResult
    private func mapTitleConflicts<T>(_ title: Title, _ db: PostgresConnection, _ body: () throws -> T) throws -> T {
        guard let isbn = title.isbn else { return try body() }
        do {
            return try db.savepoint(body)
        } catch let error as PostgresError where error.isUniqueViolation("titles_isbn") {
            throw CatalogError.isbnTaken(isbn, by: try db.titleID(isbn: isbn) ?? TitleID(0))
        }
    }
}
