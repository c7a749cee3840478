import KartotekaCore
import KartotekaStore

extension PostgresLibraryStore {
    /// A page of titles (``StoreConnection/searchTitles(_:today:branch:backend:)``), searched
    /// through the titles' `tsvector`.
    public func searchTitles(_ query: CatalogQuery) throws -> TitleSearchResult {
        let today = today().isoText
        return try read { db -> TitleSearchResult in
            try db.searchTitles(query, today: today, branch: try query.branch.map { try db.branchID($0) }) { filter in
                PostgresTitleSearchBackend(db: db, filter: filter)
            }
        }
    }
}
