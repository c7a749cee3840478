import KartotekaCore

extension SQLiteLibraryStore {
    /// A page of titles (``StoreConnection/searchTitles(_:today:branch:backend:)``), searched
    /// through FTS5.
    public func searchTitles(_ query: CatalogQuery) throws -> TitleSearchResult {
        let today = today().isoText
        return try read { db -> TitleSearchResult in
            try db.searchTitles(query, today: today, branch: try query.branch.map { try db.branchID($0) }) { filter in
                SQLiteTitleSearchBackend(db: db, filter: filter)
            }
        }
    }
}
