import KartotekaCore

extension SQLiteLibraryStore {
    /// Searches with more matches than this are listed in catalogue order (newest last) rather
    /// than by author and title: sorting a huge match set would cost more than a desk search may.
    static let sortedSearchLimit = 500

    public func listTitles(_ query: CatalogQuery) throws -> Page<TitleSummary> {
        let today = today().isoText
        let text = query.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let rows = try read { db -> [TitleSummary] in
            var conditions: [String] = []
            var values: [any SQLiteBindable] = [today]
            var from = "titles t"
            var order = "t.sort_key, t.id"
            if let isbn = try? ISBN(parsing: text) {
                conditions.append("t.isbn = ?")
                values.append(isbn.digits)
            } else if let match = SearchIndex.matchExpression(text) {
                let candidates = try db.query("SELECT rowid FROM title_search WHERE title_search MATCH ? ORDER BY rowid LIMIT ?",
                                              match, Self.sortedSearchLimit + 1) { $0.int64(0) }
                if candidates.count <= Self.sortedSearchLimit {
                    conditions.append(candidates.isEmpty ? "0" : "t.id IN (\(candidates.map(String.init).joined(separator: ",")))")
                } else {
                    from = "title_search s JOIN titles t ON t.id = s.rowid"
                    conditions.append("s.title_search MATCH ?")
                    values.append(match)
                    order = "s.rowid"
                }
            }
            conditions += Self.availabilityConditions(query.availability)
            let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
            values += [query.page.limit + 1, query.page.offset]
            return try db.query("""
                SELECT \(TitleColumns.select),
                    (SELECT count(*) FROM copies c WHERE c.title_id = t.id),
                    (SELECT count(*) FROM copies c WHERE c.title_id = t.id AND c.status = 'available'),
                    (SELECT count(*) FROM copies c WHERE c.title_id = t.id AND c.status = 'on_loan'),
                    (SELECT count(*) FROM loans l JOIN copies c ON c.id = l.copy_id
                     WHERE c.title_id = t.id AND l.returned_at IS NULL AND l.due_on < ?1)
                FROM \(from) \(filter)
                ORDER BY \(order) LIMIT ? OFFSET ?
                """, values: values) { row in
                let base = TitleColumns.count
                return TitleSummary(record: TitleColumns.decode(row), copyCount: row.int(base),
                                    availableCount: row.int(base + 1), onLoanCount: row.int(base + 2),
                                    overdueCount: row.int(base + 3))
            }
        }
        return Page(fetched: rows, request: query.page)
    }

    private static func availabilityConditions(_ availability: Availability) -> [String] {
        switch availability {
        case .all:
            []
        case .available:
            ["EXISTS (SELECT 1 FROM copies a WHERE a.title_id = t.id AND a.status = 'available')"]
        case .onLoan:
            ["EXISTS (SELECT 1 FROM copies a WHERE a.title_id = t.id AND a.status = 'on_loan')"]
        case .overdue:
            ["""
             t.id IN (SELECT a.title_id FROM loans o JOIN copies a ON a.id = o.copy_id
                      WHERE o.returned_at IS NULL AND o.due_on < ?1)
             """]
        }
    }
}
