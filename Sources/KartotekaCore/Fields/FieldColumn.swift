extension FieldColumn {
    /// A text column.
    public static func text(_ name: String) -> FieldColumn { FieldColumn(name, .text) }
    /// A column of whole numbers that fit in 32 bits (a year, a count).
    public static func integer(_ name: String) -> FieldColumn { FieldColumn(name, .integer) }
    /// A column of whole numbers that may need 64 bits (an amount in kopecks, an id).
    public static func bigInteger(_ name: String) -> FieldColumn { FieldColumn(name, .bigInteger) }
    /// A column of days.
    public static func day(_ name: String) -> FieldColumn { FieldColumn(name, .day) }
    /// A column of yes or no.
    public static func flag(_ name: String) -> FieldColumn { FieldColumn(name, .flag) }
}

/// What a column holds, as both databases keep it: the store spells it in each database's SQL, and
/// the schema-coverage test holds each database's columns to it.
public enum SQLType: Sendable, Hashable, CaseIterable {
    /// Text: SQLite `TEXT`, PostgreSQL `text`.
    case text
    /// A 32-bit whole number: SQLite `INTEGER`, PostgreSQL `integer`.
    case integer
    /// A 64-bit whole number: SQLite `INTEGER`, PostgreSQL `bigint`.
    case bigInteger
    /// A day `YYYY-MM-DD`: SQLite `TEXT`, PostgreSQL `date`.
    case day
    /// Yes or no: SQLite `INTEGER` 0 or 1, PostgreSQL `boolean`.
    case flag
}
