import KartotekaCore

extension SQLiteLibraryStore {
    /// Searches with more matches than this are listed in catalogue order (newest last) rather
    /// than by author and title: sorting a huge match set would cost more than a desk search may.
    static let sortedSearchLimit = 500

    /// A page of titles in two steps: first only the ids of the page (ordered and filtered on
    /// narrow columns), then the full rows and copy counts of those ids alone, so counting copies
    /// never runs for matches that are not shown. Every statement is fixed text (the ids travel as
    /// one JSON array), so each is prepared once per connection.
    public func listTitles(_ query: CatalogQuery) throws -> Page<TitleSummary> {
        let today = today().isoText
        let text = query.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let rows = try read { db -> [TitleSummary] in
            let branch = try query.branch.map { try db.branchID($0) }
            // ?1 (today) comes first in the text, so that the plain `?` after it are numbered 2, 3…
            // (and it is bound even when no condition reads it).
            var conditions = ["?1 IS NOT NULL"]
            var values: [any DatabaseValueConvertible] = [today]
            var from = "titles t"
            var order = "t.sort_key, t.id"
            if let isbn = try? ISBN(parsing: text) {
                conditions.append("t.isbn = ?")
                values.append(isbn.digits)
            } else if let match = SearchIndex.matchExpression(text) {
                let candidates = try db.query("SELECT rowid FROM title_search WHERE title_search MATCH ? ORDER BY rowid LIMIT ?",
                                              match, Self.sortedSearchLimit + 1) { try $0.int64(0) }
                if candidates.count <= Self.sortedSearchLimit {
                    conditions.append("t.id IN (SELECT value FROM json_each(?))")
                    values.append(Self.jsonArray(candidates))
                } else {
                    from = "title_search s JOIN titles t ON t.id = s.rowid"
                    conditions.append("s.title_search MATCH ?")
                    values.append(match)
                    order = "s.rowid"
                }
            }
            if let condition = TitleSummaryColumns.condition(query.availability, branch: branch, today: { "?1" }) {
                conditions.append(condition)
            }
            values += [query.page.limit + 1, query.page.offset]
            let pageIDs = try db.query("""
                SELECT t.id FROM \(from) WHERE \(conditions.joined(separator: " AND "))
                ORDER BY \(order) LIMIT ? OFFSET ?
                """, values: values) { try $0.int64(0) }
            return try summaries(db, ids: pageIDs, today: today, branch: branch)
        }
        return Page(fetched: rows, request: query.page)
    }

    /// The titles with these ids, in the order given, with their copy counts, in all and per branch.
    private func summaries(_ db: SQLiteConnection, ids: [Int64], today: String, branch: BranchID?) throws -> [TitleSummary] {
        guard !ids.isEmpty else { return [] }
        let found = try db.query("""
            SELECT \(TitleColumns.select), \(TitleSummaryColumns.counts(today: "?1", branch: branch))
            FROM titles t WHERE t.id IN (SELECT value FROM json_each(?2))
            """, today, Self.jsonArray(ids)) { try TitleSummaryColumns.decode($0) }
        let byBranch = try db.copyCountsByBranch(titles: "c.title_id IN (SELECT value FROM json_each(?1))", Self.jsonArray(ids))
        return TitleSummaryColumns.ordered(found, by: ids, byBranch: byBranch)
    }

    /// Ids as a JSON array (`[3,17,42]`), for `json_each(?)`.
    private static func jsonArray(_ ids: [Int64]) -> String {
        "[" + ids.map(String.init).joined(separator: ",") + "]"
    }
}
