import KartotekaStore

/// A query's answer copied out of libpq at once: text cells (or NULL) by row and column, and how
/// many rows a command changed. Holds no C pointer.
struct PostgresResult: Sendable {
    /// How many rows came back.
    let rowCount: Int
    /// How many columns each row has.
    let columnCount: Int
    /// How many rows an INSERT, UPDATE or DELETE changed (0 for other statements).
    let affectedRows: Int
    /// Row by row, column by column.
    private let cells: [String?]
    /// The columns' names as the query gave them, for saying which one cannot be read.
    let columnNames: [String]
    /// The table column each column reads, where it reads one (not an expression).
    let columnOrigins: [ColumnOrigin?]
    /// Names a table column by its origin, from the database's catalogue (`nil` when it cannot):
    /// asked only for a column that cannot be read, so that the error says where it is.
    let nameOrigin: @Sendable (ColumnOrigin) -> (table: String, column: String)?

    /// An answer from its cells, row by row.
    init(rowCount: Int, columnCount: Int, affectedRows: Int, cells: [String?], columnNames: [String],
         columnOrigins: [ColumnOrigin?] = [], nameOrigin: @escaping @Sendable (ColumnOrigin) -> (table: String, column: String)? = { _ in nil }) {
        self.rowCount = rowCount
        self.columnCount = columnCount
        self.affectedRows = affectedRows
        self.cells = cells
        self.columnNames = columnNames
        self.columnOrigins = columnOrigins
        self.nameOrigin = nameOrigin
    }

    /// The cell at a row and column.
    func cell(row: Int, column: Int) -> String? {
        cells[row * columnCount + column]
    }

    /// The rows, for mapping.
    var rows: [PostgresRow] {
        (0..<rowCount).map { PostgresRow(result: self, index: $0) }
    }
}

/// One row of a ``PostgresResult``, read by column index in PostgreSQL's text forms. A cell that
/// is not what its reader expects throws ``StoreError/unreadableData(table:column:)``.
package struct PostgresRow: DatabaseRow {
    /// The answer the row belongs to.
    let result: PostgresResult
    /// The row's place in it.
    let index: Int

    /// Whether the column is NULL.
    package func isNull(_ column: Int32) -> Bool {
        result.cell(row: index, column: Int(column)) == nil
    }

    /// The column as an integer; throws when it is NULL or not an integer.
    package func int64(_ column: Int32) throws(StoreError) -> Int64 {
        guard let number = result.cell(row: index, column: Int(column)).flatMap({ Int64($0) }) else { throw unreadable(column) }
        return number
    }

    /// The column as text ("" when NULL).
    package func text(_ column: Int32) -> String {
        result.cell(row: index, column: Int(column)) ?? ""
    }

    /// A `boolean` column (`t` or `f`); throws when it is NULL or neither.
    package func bool(_ column: Int32) throws(StoreError) -> Bool {
        switch result.cell(row: index, column: Int(column)) {
        case "t": return true
        case "f": return false
        default: throw unreadable(column)
        }
    }

    /// The table and column it reads, as the catalogue names them; an expression's by the name
    /// the query gave it.
    package func unreadable(_ column: Int32) -> StoreError {
        let index = Int(column)
        if index < result.columnOrigins.count, let origin = result.columnOrigins[index], let named = result.nameOrigin(origin) {
            return .unreadableData(table: named.table, column: named.column)
        }
        return .unreadableData(table: "?", column: result.columnNames[index])
    }
}

/// Where a column of an answer comes from: a column of a table (libpq's `PQftable` and
/// `PQftablecol`), read by its numbers until it must be named.
struct ColumnOrigin: Sendable, Hashable {
    /// The table's object id.
    let table: UInt32
    /// The column's number in the table, from 1.
    let column: Int32
}
