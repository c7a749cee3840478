import KartotekaCore
import KartotekaStore

extension PostgresLibraryStore {
    /// Searches with more matches than this are listed in catalogue order (newest last) rather
    /// than by author and title, as in the SQLite store: sorting a huge match set would cost more
    /// than a desk search may.
    static let sortedSearchLimit = 500

    /// A page of titles in two steps, as in the SQLite store: first only the ids of the page, then
    /// the full rows and copy counts of those ids alone.
    public func listTitles(_ query: CatalogQuery) throws -> Page<TitleSummary> {
        let today = today().isoText
        let text = query.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let rows = try read { db -> [TitleSummary] in
            let branch = try query.branch.map { try db.branchID($0) }
            var parameters = PostgresParameters()
            var conditions: [String] = []
            var order = "t.sort_key, t.id"
            if let isbn = try? ISBN(parsing: text) {
                conditions.append("t.isbn = \(parameters.add(isbn.digits))")
            } else if let match = PostgresSearch.query(text) {
                let candidates = try db.query("SELECT id FROM titles WHERE search_vector @@ $1::tsquery ORDER BY id LIMIT $2",
                                              match, Self.sortedSearchLimit + 1) { try $0.int64(0) }
                if candidates.count <= Self.sortedSearchLimit {
                    conditions.append("t.id = ANY(\(parameters.add(PostgresSQL.idArray(candidates)))::bigint[])")
                } else {
                    conditions.append("t.search_vector @@ \(parameters.add(match))::tsquery")
                    order = "t.id"
                }
            }
            if let condition = TitleSummaryColumns.condition(query.availability, branch: branch, today: { parameters.add(today) }) {
                conditions.append(condition)
            }
            let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
            let limit = parameters.add(query.page.limit + 1)
            let offset = parameters.add(query.page.offset)
            let pageIDs = try db.query("SELECT t.id FROM titles t \(filter) ORDER BY \(order) LIMIT \(limit) OFFSET \(offset)",
                                       values: parameters.values) { try $0.int64(0) }
            return try summaries(db, ids: pageIDs, today: today, branch: branch)
        }
        return Page(fetched: rows, request: query.page)
    }

    /// The titles with these ids, in the order given, with their copy counts, in all and per branch.
    private func summaries(_ db: PostgresConnection, ids: [Int64], today: String, branch: BranchID?) throws -> [TitleSummary] {
        guard !ids.isEmpty else { return [] }
        let found = try db.query("""
            SELECT \(TitleColumns.select), \(TitleSummaryColumns.counts(today: "$1", branch: branch))
            FROM titles t WHERE t.id = ANY($2::bigint[])
            """, today, PostgresSQL.idArray(ids)) { try TitleSummaryColumns.decode($0) }
        let byBranch = try db.copyCountsByBranch(titles: "c.title_id = ANY($1::bigint[])", PostgresSQL.idArray(ids))
        return TitleSummaryColumns.ordered(found, by: ids, byBranch: byBranch)
    }
}
