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

    /// An answer from its cells, row by row.
    init(rowCount: Int, columnCount: Int, affectedRows: Int, cells: [String?]) {
        self.rowCount = rowCount
        self.columnCount = columnCount
        self.affectedRows = affectedRows
        self.cells = cells
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

/// One row of a ``PostgresResult``, read by column index in PostgreSQL's text forms.
struct PostgresRow: DatabaseRow {
    /// The answer the row belongs to.
    let result: PostgresResult
    /// The row's place in it.
    let index: Int

    /// Whether the column is NULL.
    func isNull(_ column: Int32) -> Bool {
        result.cell(row: index, column: Int(column)) == nil
    }

    /// The column as an integer (0 when NULL).
    func int64(_ column: Int32) -> Int64 {
        result.cell(row: index, column: Int(column)).flatMap { Int64($0) } ?? 0
    }

    /// The column as an Int (0 when NULL).
    func int(_ column: Int32) -> Int {
        Int(int64(column))
    }

    /// The column as an integer, or `nil` when NULL.
    func optionalInt64(_ column: Int32) -> Int64? {
        isNull(column) ? nil : int64(column)
    }

    /// The column as an Int, or `nil` when NULL.
    func optionalInt(_ column: Int32) -> Int? {
        isNull(column) ? nil : int(column)
    }

    /// The column as text ("" when NULL).
    func text(_ column: Int32) -> String {
        result.cell(row: index, column: Int(column)) ?? ""
    }

    /// The column as text, or `nil` when NULL.
    func optionalText(_ column: Int32) -> String? {
        result.cell(row: index, column: Int(column))
    }

    /// A `boolean` column (`t` or `f`; false when NULL).
    func bool(_ column: Int32) -> Bool {
        result.cell(row: index, column: Int(column)) == "t"
    }
}
