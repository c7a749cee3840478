import KartotekaCore

extension SQLLibraryStore {
    public func addTitle(_ title: Title, copies: [Copy], at branch: BranchCode?) throws -> TitleDetails {
        try write { db in
            let now = nowSeconds
            let home = try db.branchID(branch)
            var changes = SearchVocabularyChanges()
            let id = try db.insertTitleRow(title, now: now, vocabulary: &changes)
            try db.writeVocabulary(changes)
            for copy in copies {
                try db.insertCopyRow(copy, titleID: id, branch: home, now: now, touchTitle: false)
            }
            return try db.titleDetails(id)
        }
    }

    public func catalogue(_ title: Title, copies: [Copy], at branch: BranchCode?) throws -> CataloguingResult {
        try write { db in
            let now = nowSeconds
            let home = try db.branchID(branch)
            let existing = try title.isbn.flatMap { isbn in try db.titleID(isbn: isbn, lock: true) }
            var changes = SearchVocabularyChanges()
            let id = try existing ?? db.insertTitleRow(title, now: now, vocabulary: &changes)
            try db.writeVocabulary(changes)
            for copy in copies {
                try db.insertCopyRow(copy, titleID: id, branch: home, now: now, touchTitle: existing != nil)
            }
            return CataloguingResult(details: try db.titleDetails(id), addedToExistingTitle: existing != nil)
        }
    }

    public func updateTitle(_ id: TitleID, with title: Title) throws -> TitleRecord {
        try write { db in
            let old = try db.titleRecord(id, lock: true)
            var changes = SearchVocabularyChanges()
            try db.updateTitleRow(id, title, replacing: old.title, now: nowSeconds, vocabulary: &changes)
            try db.writeVocabulary(changes)
            return try db.titleRecord(id)
        }
    }

    public func deleteTitle(_ id: TitleID) throws {
        try write { db in
            let old = try db.titleRecord(id, lock: true)
            // Locking the copies first (where a write does not hold the whole database already): a
            // lend waiting on one of them finds it gone, and none can go on loan between the count
            // and the delete.
            let statuses = try db.query("SELECT status FROM copies WHERE title_id = \(Self.p(1))\(Database.Connection.rowLock)",
                                        values: [id.rawValue]) { $0.text(0) }
            let onLoan = statuses.filter { $0 == CopyStatus.onLoan.rawValue }.count
            guard onLoan == 0 else { throw CatalogError.titleHasCopiesOnLoan(id, count: onLoan) }
            try db.refuseRemovingWrittenOff(title: id)
            try Database.Connection.SearchIndex.removeTitleEntry(db, id: id.rawValue)
            _ = try db.change("DELETE FROM titles WHERE id = \(Self.p(1))", values: [id.rawValue])
            var changes = SearchVocabularyChanges()
            changes.add(TitleSearchFields(old.title), by: -1)
            try db.writeVocabulary(changes)
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
            // title_key compares byte by byte (PostgreSQL's column is in the "C" collation): the
            // range is a prefix, in code point order.
            try db.query("""
                SELECT \(TitleColumns.select) FROM titles t
                WHERE t.title_key >= \(Self.p(1)) AND t.title_key < \(Self.p(2))
                ORDER BY t.title_key, t.id LIMIT \(Self.p(3))
                """, values: [prefix, prefix + "\u{10FFFF}", max(1, min(limit, 500))]) { try TitleColumns.decode($0) }
        }
    }
}
