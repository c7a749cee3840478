import KartotekaCore

extension SQLLibraryStore {
    /// A page of titles (``StoreConnection/findTitles(_:today:)``).
    public func searchTitles(_ query: CatalogQuery) throws -> TitleSearchResult {
        let today = today()
        return try read { db -> TitleSearchResult in try db.findTitles(query, today: today) }
    }
}
