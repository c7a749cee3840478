/// One query of a ``StoreConnection/batch(_:)``: its SQL, its parameters, and what to do with
/// each row of its answer (valid only inside the call, as every row is).
package struct BatchedQuery<Row: DatabaseRow> {
    /// The SQL, with the connection's parameters (`Self.p(n)`).
    package let sql: String
    /// The parameters' values.
    package let values: [any DatabaseValueConvertible]
    /// Reads one row of the answer.
    package let each: (Row) throws -> Void

    /// A query whose rows go to `each`.
    package init(_ sql: String, _ values: [any DatabaseValueConvertible], each: @escaping (Row) throws -> Void) {
        self.sql = sql
        self.values = values
        self.each = each
    }
}
