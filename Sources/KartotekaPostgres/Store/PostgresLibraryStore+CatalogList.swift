import KartotekaCore
import KartotekaStore

extension PostgresLibraryStore {
    /// A page of titles in two steps, as in the SQLite store: first only the ids of the page
    /// (found and ordered by ``TitleSearch``, or listed by author and title), then the full rows
    /// and copy counts of those ids alone.
    public func searchTitles(_ query: CatalogQuery) throws -> TitleSearchResult {
        let today = today().isoText
        let text = query.text.trimmingCharacters(in: .whitespacesAndNewlines)
        return try read { db -> TitleSearchResult in
            let branch = try query.branch.map { try db.branchID($0) }
            let filter = TitleFilter(availability: query.availability, branch: branch, today: today)
            guard !text.isEmpty else {
                let ids = try listed(db, filter: filter, page: query.page)
                return TitleSearchResult(page: Page(fetched: try db.titleSummaries(ids: ids, today: today, branch: branch), request: query.page))
            }
            let outcome = try TitleSearch(backend: PostgresTitleSearchBackend(db: db, filter: filter)).run(query.text, page: query.page)
            let items = try db.titleSummaries(ids: outcome.ids, today: today, branch: branch)
            return TitleSearchResult(page: Page(items: items, offset: query.page.offset, limit: query.page.limit, hasMore: outcome.hasMore),
                                     suggestion: outcome.suggestion, identifier: outcome.identifier)
        }
    }

    /// The ids of a page of every title the filter keeps, by author and title (and one more, to
    /// tell whether more follow).
    private func listed(_ db: PostgresConnection, filter: TitleFilter, page: PageRequest) throws -> [Int64] {
        var values: [any DatabaseValueConvertible] = []
        let kept = filter.condition(for: PostgresConnection.self, from: 1).map { condition -> String in
            values += condition.values
            return "WHERE " + condition.sql
        } ?? ""
        values += [page.limit + 1, page.offset]
        return try db.query("""
            SELECT t.id FROM titles t \(kept) ORDER BY t.sort_key, t.id LIMIT $\(values.count - 1) OFFSET $\(values.count)
            """, values: values) { try $0.int64(0) }
    }
}
