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
            var parameters = PostgresParameters()
            var conditions: [String] = []
            var order = "t.sort_key, t.id"
            if let isbn = try? ISBN(parsing: text) {
                conditions.append("t.isbn = \(parameters.add(isbn.digits))")
            } else if let match = PostgresSearch.query(text) {
                let candidates = try db.query("SELECT id FROM titles WHERE search_vector @@ $1::tsquery ORDER BY id LIMIT $2",
                                              match, Self.sortedSearchLimit + 1) { $0.int64(0) }
                if candidates.count <= Self.sortedSearchLimit {
                    conditions.append("t.id = ANY(\(parameters.add(PostgresSQL.idArray(candidates)))::bigint[])")
                } else {
                    conditions.append("t.search_vector @@ \(parameters.add(match))::tsquery")
                    order = "t.id"
                }
            }
            switch query.availability {
            case .all:
                break
            case .available:
                conditions.append("EXISTS (SELECT 1 FROM copies a WHERE a.title_id = t.id AND a.status = 'available')")
            case .onLoan:
                conditions.append("EXISTS (SELECT 1 FROM copies a WHERE a.title_id = t.id AND a.status = 'on_loan')")
            case .overdue:
                conditions.append("""
                    t.id IN (SELECT a.title_id FROM loans o JOIN copies a ON a.id = o.copy_id
                             WHERE o.returned_at IS NULL AND o.due_on < \(parameters.add(today)))
                    """)
            }
            let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
            let limit = parameters.add(query.page.limit + 1)
            let offset = parameters.add(query.page.offset)
            let pageIDs = try db.query("SELECT t.id FROM titles t \(filter) ORDER BY \(order) LIMIT \(limit) OFFSET \(offset)",
                                       values: parameters.values) { $0.int64(0) }
            return try summaries(db, ids: pageIDs, today: today)
        }
        return Page(fetched: rows, request: query.page)
    }

    /// The titles with these ids, in the order given, with their copy counts.
    private func summaries(_ db: PostgresConnection, ids: [Int64], today: String) throws -> [TitleSummary] {
        guard !ids.isEmpty else { return [] }
        let found = try db.query("""
            SELECT \(TitleColumns.select),
                (SELECT count(*) FROM copies c WHERE c.title_id = t.id),
                (SELECT count(*) FROM copies c WHERE c.title_id = t.id AND c.status = 'available'),
                (SELECT count(*) FROM copies c WHERE c.title_id = t.id AND c.status = 'on_loan'),
                (SELECT count(*) FROM loans l JOIN copies c ON c.id = l.copy_id
                 WHERE c.title_id = t.id AND l.returned_at IS NULL AND l.due_on < $1)
            FROM titles t WHERE t.id = ANY($2::bigint[])
            """, today, PostgresSQL.idArray(ids)) { row in
            let base = TitleColumns.count
            return TitleSummary(record: TitleColumns.decode(row), copyCount: row.int(base),
                                availableCount: row.int(base + 1), onLoanCount: row.int(base + 2),
                                overdueCount: row.int(base + 3))
        }
        let byID = Dictionary(found.map { ($0.record.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }
}
