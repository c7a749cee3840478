import KartotekaStore

/// A statement to send: its text and its parameters.
struct OutgoingStatement {
    /// The SQL, with parameters `$1…$n`.
    let sql: String
    /// The parameters' values.
    let values: [any DatabaseValueConvertible]
}
