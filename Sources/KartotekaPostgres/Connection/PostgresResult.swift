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

    /// An answer from its cells, row by row.
    init(rowCount: Int, columnCount: Int, affectedRows: Int, cells: [String?], columnNames: [String]) {
        self.rowCount = rowCount
        self.columnCount = columnCount
        self.affectedRows = affectedRows
        self.cells = cells
        self.columnNames = columnNames
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
struct PostgresRow: DatabaseRow {
    /// The answer the row belongs to.
    let result: PostgresResult
    /// The row's place in it.
    let index: Int

    /// Whether the column is NULL.
    func isNull(_ column: Int32) -> Bool {
        result.cell(row: index, column: Int(column)) == nil
    }

    /// The column as an integer; throws when it is NULL or not an integer.
    func int64(_ column: Int32) throws(StoreError) -> Int64 {
        guard let number = result.cell(row: index, column: Int(column)).flatMap({ Int64($0) }) else { throw unreadable(column) }
        return number
    }

    /// The column as text ("" when NULL).
    func text(_ column: Int32) -> String {
        result.cell(row: index, column: Int(column)) ?? ""
    }

    /// A `boolean` column (`t` or `f`); throws when it is NULL or neither.
    func bool(_ column: Int32) throws(StoreError) -> Bool {
        switch result.cell(row: index, column: Int(column)) {
        case "t": return true
        case "f": return false
        default: throw unreadable(column)
        }
    }

    /// The column by the name the query gave it (the result does not say its table).
    func unreadable(_ column: Int32) -> StoreError {
        .unreadableData(table: "?", column: result.columnNames[Int(column)])
    }
}
