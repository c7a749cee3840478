/// One row of a query's answer, read by column index: what the column readers (``TitleColumns``,
/// ``CopyColumns``…) need from either database. A row is valid only inside the closure it is
/// handed to.
package protocol DatabaseRow {
    /// Whether the column is NULL.
    func isNull(_ index: Int32) -> Bool
    /// The column as an integer (0 when NULL).
    func int64(_ index: Int32) -> Int64
    /// The column as an Int (0 when NULL).
    func int(_ index: Int32) -> Int
    /// The column as an integer, or `nil` when NULL.
    func optionalInt64(_ index: Int32) -> Int64?
    /// The column as an Int, or `nil` when NULL.
    func optionalInt(_ index: Int32) -> Int?
    /// The column as text ("" when NULL).
    func text(_ index: Int32) -> String
    /// The column as text, or `nil` when NULL.
    func optionalText(_ index: Int32) -> String?
    /// A flag column (SQLite's 0 and 1, PostgreSQL's booleans); false when NULL.
    func bool(_ index: Int32) -> Bool
}
