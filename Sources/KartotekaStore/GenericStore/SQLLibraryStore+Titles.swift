import KartotekaCore

extension SQLLibraryStore {
    public func addTitle(_ title: Title, copies: [Copy], at branch: BranchCode?) throws -> TitleDetails {
        try write { db in try db.catalogue(title, copies: copies, at: branch, joiningSameISBN: false, now: nowSeconds).details }
    }

    public func catalogue(_ title: Title, copies: [Copy], at branch: BranchCode?) throws -> CataloguingResult {
        try write { db in try db.catalogue(title, copies: copies, at: branch, joiningSameISBN: true, now: nowSeconds) }
    }

    public func updateTitle(_ id: TitleID, with title: Title) throws -> TitleRecord {
        try write { db in try db.updateTitle(id, with: title, now: nowSeconds) }
    }

    public func deleteTitle(_ id: TitleID) throws {
        try write { db in try db.deleteTitle(id) }
    }

    public func title(_ id: TitleID) throws -> TitleDetails {
        try read { db in try db.titleDetails(id) }
    }

    public func title(isbn: ISBN) throws -> TitleRecord? {
        try read { db in try db.titleRecord(isbn: isbn) }
    }

    public func titles(titlePrefix: String, limit: Int) throws -> [TitleRecord] {
        let prefix = SearchText.fold(titlePrefix.trimmedOfSpaces)
        return try readOneStatement { db in
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
