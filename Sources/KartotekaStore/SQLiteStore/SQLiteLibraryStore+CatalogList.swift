import KartotekaCore

extension SQLiteLibraryStore {
    public func listTitles(_ query: CatalogQuery) throws -> Page<TitleSummary> {
        let today = today().isoText
        var conditions: [String] = []
        var values: [any SQLiteBindable] = [today]
        let text = query.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let isbn = try? ISBN(parsing: text) {
            conditions.append("t.isbn = ?")
            values.append(isbn.digits)
        } else if let match = SearchIndex.matchExpression(text) {
            conditions.append("t.id IN (SELECT rowid FROM title_search WHERE title_search MATCH ?)")
            values.append(match)
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
                         WHERE o.returned_at IS NULL AND o.due_on < ?1)
                """)
        }
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        values += [query.page.limit + 1, query.page.offset]
        let sql = """
            SELECT \(TitleColumns.select),
                (SELECT count(*) FROM copies c WHERE c.title_id = t.id),
                (SELECT count(*) FROM copies c WHERE c.title_id = t.id AND c.status = 'available'),
                (SELECT count(*) FROM copies c WHERE c.title_id = t.id AND c.status = 'on_loan'),
                (SELECT count(*) FROM loans l JOIN copies c ON c.id = l.copy_id
                 WHERE c.title_id = t.id AND l.returned_at IS NULL AND l.due_on < ?1)
            FROM titles t \(filter)
            ORDER BY t.sort_key, t.id LIMIT ? OFFSET ?
            """
        let rows = try read { db in
            try db.query(sql, values: values) { row in
                let base = TitleColumns.count
                return TitleSummary(record: TitleColumns.decode(row), copyCount: row.int(base),
                                    availableCount: row.int(base + 1), onLoanCount: row.int(base + 2),
                                    overdueCount: row.int(base + 3))
            }
        }
        return Page(fetched: rows, request: query.page)
    }
}
