/// The SQL of a whole-library copy, written once for both databases: counting, reading in key
/// order by pages, removing and inserting rows as they are.
extension StoreConnection {
    /// How many rows `table` holds.
    package func storedRowCount(_ table: StoredTable) throws -> Int {
        try first("SELECT count(*) FROM \(table.name)") { try $0.int(0) } ?? 0
    }

    /// The table's rows in key order, `size` at a time (each page starts after the last key read).
    package func forEachStoredBatch(of table: StoredTable, size: Int, _ body: ([StoredRow]) throws -> Void) throws {
        let size = max(1, size)
        var after: DatabaseValue?
        while true {
            let condition = after == nil ? "" : "WHERE \(table.key) > \(Self.p(1))"
            let rows = try query("SELECT \(table.columnList) FROM \(table.name) \(condition) ORDER BY \(table.key) LIMIT \(size)",
                                 values: after.map { [$0] } ?? []) { row in try StoredRow(row, of: table) }
            guard !rows.isEmpty else { return }
            try body(rows)
            guard rows.count == size else { return }
            after = rows.last?.values[table.columns.firstIndex { $0.name == table.key } ?? 0]
        }
    }

    /// Removes every copied table's rows, the sessions and the failed sign-ins, in an order the rules allow: loans
    /// before the copies and readers they name, copies marked available first (one on loan may
    /// not be deleted).
    package func removeStoredRows() throws {
        _ = try change("DELETE FROM sessions", values: [])
        _ = try change("DELETE FROM sign_in_failures", values: [])
        for table in StoredTable.all.reversed() {
            if table == .copies { _ = try change("UPDATE copies SET status = 'available' WHERE status = 'on_loan'", values: []) }
            // The main branch stays (the database keeps one); the copy writes the source's over it.
            _ = try change("DELETE FROM \(table.name)" + (table == .branches ? " WHERE is_main <> true" : ""), values: [])
        }
    }

    /// Inserts rows as they are, in statements of up to 100 rows, with `extra` columns (and their
    /// values, row by row) the store derives. A copy on loan goes in as available, as the rules
    /// let only an available copy be lent; ``restoreLoanStatuses(_:)`` marks it again after the
    /// loans. Returns the ids of such copies.
    @discardableResult
    package func insertStoredRows(_ rows: [StoredRow], into table: StoredTable, extra: [String] = [],
                                  extraValues: (StoredRow) throws -> [DatabaseValue] = { _ in [] }) throws -> [Int64] {
        let status = table == .copies ? table.columns.firstIndex { $0.name == "status" } : nil
        var onLoan: [Int64] = []
        let names = (table.columns.map(\.name) + extra).joined(separator: ", ")
        var start = rows.startIndex
        while start < rows.endIndex {
            let chunk = rows[start..<min(start + 100, rows.endIndex)]
            var values: [any DatabaseValueConvertible] = []
            var tuples: [String] = []
            for row in chunk {
                var rowValues = row.values + (try extraValues(row))
                if let status, rowValues[status] == .text("on_loan"), case .integer(let id) = row.values[0] {
                    rowValues[status] = .text("available")
                    onLoan.append(id)
                }
                tuples.append("(" + Self.parameters(rowValues.count, from: values.count + 1) + ")")
                values += rowValues as [any DatabaseValueConvertible]
            }
            _ = try change("INSERT INTO \(table.name) (\(names)) VALUES \(tuples.joined(separator: ", "))" + overwriting(table),
                           values: values)
            start = chunk.endIndex
        }
        return onLoan
    }

    /// For a table a new database has rows of already (the main branch): an insert that meets one
    /// overwrites it.
    private func overwriting(_ table: StoredTable) -> String {
        guard table.seeded > 0 else { return "" }
        let assignments = table.columns.dropFirst().map { "\($0.name) = excluded.\($0.name)" }.joined(separator: ", ")
        return " ON CONFLICT (\(table.key)) DO UPDATE SET \(assignments)"
    }

    /// Marks the copies that were on loan as on loan again (their open loans did already, unless
    /// the copied data disagreed with itself).
    package func restoreLoanStatuses(_ ids: [Int64]) throws {
        var start = ids.startIndex
        while start < ids.endIndex {
            let chunk = Array(ids[start..<min(start + 500, ids.endIndex)])
            _ = try change("UPDATE copies SET status = 'on_loan' WHERE status <> 'on_loan' AND id IN (\(Self.parameters(chunk.count)))",
                           values: chunk)
            start += chunk.count
        }
    }
}
