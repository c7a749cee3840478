import KartotekaCore

extension SQLLibraryStore {
    /// A page of titles (``StoreConnection/searchTitles(_:today:branch:backend:)``), searched
    /// through the database's index (``StoreSearchIndex/searchTitles(_:_:today:branch:)``).
    public func searchTitles(_ query: CatalogQuery) throws -> TitleSearchResult {
        let today = today().isoText
        return try read { db -> TitleSearchResult in
            try Database.Connection.SearchIndex.searchTitles(db, query, today: today, branch: try query.branch.map { try db.branchID($0) })
        }
    }
}
