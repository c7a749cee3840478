/// The statements of the rows that carry search entries (titles, readers): their content columns,
/// the database's search columns (``StoreSearchIndex``) and their times.
extension StoreConnection {
    /// Inserts a row of `table` with its `content` columns' `values` and its search columns,
    /// created and updated at `now`; returns its id.
    func insertSearchedRow(into table: String, content: String, values: [any DatabaseValueConvertible], search: SearchColumns,
                           now: Int64) throws -> Int64 {
        let columns = ([content] + search.names + ["created_at", "updated_at"]).joined(separator: ", ")
        let all = values + search.values + [now, now]
        return try query("INSERT INTO \(table) (\(columns)) VALUES (\(Self.parameters(all.count))) RETURNING id", values: all) {
            try $0.int64(0)
        }.first ?? 0
    }

    /// Replaces the `content` columns and the search columns of row `id` of `table`, updated at `now`.
    func updateSearchedRow(_ id: Int64, of table: String, content: String, values: [any DatabaseValueConvertible], search: SearchColumns,
                           now: Int64) throws {
        let columns = ([content] + search.names).joined(separator: ", ")
        let all = values + search.values + [now, id]
        _ = try change("UPDATE \(table) SET \(Self.assignments(columns)), updated_at = \(Self.p(all.count - 1)) WHERE id = \(Self.p(all.count))",
                       values: all)
    }
}
