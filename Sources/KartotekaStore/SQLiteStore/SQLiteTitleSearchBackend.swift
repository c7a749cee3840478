import CSQLite
import KartotekaCore

/// The SQLite side of a catalogue search: FTS5 matches of `title_search` (whose tokenizer stems
/// the words of the index and of the query alike) in rowid order, counted by `kartoteka_hits`.
struct SQLiteTitleSearchBackend: TitleSearchBackend {
    let db: SQLiteConnection
    let filter: TitleFilter

    func matches(_ groups: [[String]], in field: SearchField?, limit: Int, skipping: Int, excluding: [Int64],
                 counting: Bool) throws -> [TitleMatch] {
        let (expression, phraseGroups) = Self.expression(groups, field: field)
        var values: [any DatabaseValueConvertible] = [expression]
        var sql = "SELECT s.rowid\(counting ? ", \(FTS5HitCounts.name)(title_search)" : "") FROM title_search s"
        if !filter.keepsAll { sql += " JOIN titles t ON t.id = s.rowid" }
        sql += " WHERE title_search MATCH ?1" + filter.clause(for: SQLiteConnection.self, appendingTo: &values)
        if !excluding.isEmpty {
            values.append(SQLiteConnection.idListValue(excluding))
            sql += " AND s.rowid NOT IN \(SQLiteConnection.idList("?\(values.count)"))"
        }
        values += [limit, skipping]
        sql += " ORDER BY s.rowid LIMIT ?\(values.count - 1) OFFSET ?\(values.count)"
        return try db.query(sql, values: values) { row in
            TitleMatch(id: try row.int64(0), counts: counting ? Self.counts(row, column: 1, phraseGroups: phraseGroups, groups: groups.count) : nil)
        }
    }

    /// The FTS5 query for the groups (each word quoted, a group's words joined by OR, the groups
    /// by AND, within one column when asked), and the group of each of its phrases in order.
    static func expression(_ groups: [[String]], field: SearchField?) -> (String, [Int]) {
        var phraseGroups: [Int] = []
        let parts = groups.enumerated().map { index, words -> String in
            phraseGroups += Array(repeating: index, count: words.count)
            let quoted = words.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
            return quoted.count == 1 ? quoted[0] : "(" + quoted.joined(separator: " OR ") + ")"
        }
        let all = parts.joined(separator: " AND ")
        guard let field else { return (all, phraseGroups) }
        return ("{\(columnNames[field.rawValue])} : (\(all))", phraseGroups)
    }

    /// The columns of `title_search`, in ``SearchField`` order.
    static let columnNames = ["title", "authors", "subjects", "other"]

    /// The counts of one row from `kartoteka_hits`' blob (see ``FTS5HitCounts``).
    private static func counts(_ row: SQLiteRow, column: Int32, phraseGroups: [Int], groups: Int) -> TitleMatchCounts {
        let fields = columnNames.count
        var sizes = [Int](repeating: 0, count: fields)
        var hits = [[Int]](repeating: [Int](repeating: 0, count: fields), count: groups)
        guard let blob = sqlite3_column_blob(row.statement, column) else { return TitleMatchCounts(fieldSizes: sizes, hits: hits) }
        let count = Int(sqlite3_column_bytes(row.statement, column)) / 2
        let values = UnsafeRawBufferPointer(start: blob, count: count * 2)
        func value(_ index: Int) -> Int {
            index < count ? Int(UInt16(littleEndian: values.loadUnaligned(fromByteOffset: index * 2, as: UInt16.self))) : 0
        }
        for field in 0..<fields { sizes[field] = value(field) }
        for (phrase, group) in phraseGroups.enumerated() {
            for field in 0..<fields { hits[group][field] += value(fields + phrase * fields + field) }
        }
        return TitleMatchCounts(fieldSizes: sizes, hits: hits)
    }
}
