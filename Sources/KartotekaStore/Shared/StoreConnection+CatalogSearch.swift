import KartotekaCore

/// A page of the catalogue list, the same for both stores: found and ordered by ``TitleSearch``
/// (or, without words, listed by author and title on a narrow index) as ids first; then the full
/// rows and copy counts of those ids alone, so that counting copies never runs for titles not shown.
extension StoreConnection {
    /// The page of titles `query` asks for, as of `today`, searched through this database's index
    /// (``StoreSearchIndex/searchTitles(_:_:today:branch:)``).
    package func findTitles(_ query: CatalogQuery, today: Day) throws -> TitleSearchResult {
        try SearchIndex.searchTitles(self, query, today: today.isoText, branch: try query.branch.map { try branchID($0) })
    }

    /// The page of titles `query` asks for, as of `today` (`YYYY-MM-DD`), among the copies at
    /// `branch` or all; `backend` makes the store's side of a search for the list's filter.
    package func searchTitles<Backend: TitleSearchBackend>(_ query: CatalogQuery, today: String, branch: BranchID?,
                                                           backend: (TitleFilter) -> Backend) throws -> TitleSearchResult {
        let filter = TitleFilter(availability: query.availability, branch: branch, today: today)
        guard !query.text.unicodeScalars.allSatisfy(\.properties.isWhitespace) else {
            let ids = try listedTitles(filter: filter, page: query.page)
            return TitleSearchResult(page: Page(fetched: try titleSummaries(ids: ids, today: today, branch: branch), request: query.page))
        }
        let outcome = try TitleSearch(backend: backend(filter)).run(query.text, page: query.page)
        let items = try titleSummaries(ids: outcome.ids, today: today, branch: branch)
        return TitleSearchResult(page: Page(items: items, offset: query.page.offset, limit: query.page.limit, hasMore: outcome.hasMore),
                                 suggestion: outcome.suggestion, identifier: outcome.identifier)
    }

    /// The ids of a page of every title the filter keeps, by author and title (and one more, to
    /// tell whether more follow).
    private func listedTitles(filter: TitleFilter, page: PageRequest) throws -> [Int64] {
        var values: [any DatabaseValueConvertible] = []
        let kept = filter.condition(for: Self.self, from: 1).map { condition -> String in
            values += condition.values
            return "WHERE " + condition.sql
        } ?? ""
        values += [page.limit + 1, page.offset]
        return try query("""
            SELECT t.id FROM titles t \(kept) ORDER BY t.sort_key, t.id LIMIT \(Self.p(values.count - 1)) OFFSET \(Self.p(values.count))
            """, values: values) { try $0.int64(0) }
    }
}
