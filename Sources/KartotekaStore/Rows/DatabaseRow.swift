/// One row of a query's answer, read by column index: what the column readers (``TitleColumns``,
/// ``CopyColumns``…) need from either database. A row is valid only inside the closure it is
/// handed to.
///
/// A column that does not hold what its reader expects (text in an integer column, NULL in one
/// that must have a value) throws ``StoreError/unreadableData(table:column:)`` naming where it
/// is, rather than reading as 0: damaged data is reported, never turned into a plausible value.
package protocol DatabaseRow {
    /// Whether the column is NULL.
    func isNull(_ index: Int32) -> Bool
    /// The column as an integer; throws when it is NULL or not an integer.
    func int64(_ index: Int32) throws(StoreError) -> Int64
    /// The column as text ("" when NULL, as the columns of a LEFT JOIN that found nothing).
    func text(_ index: Int32) -> String
    /// A flag column (SQLite's 0 and 1, PostgreSQL's booleans); throws when it is NULL or neither.
    func bool(_ index: Int32) throws(StoreError) -> Bool
    /// The error for a column that cannot be read: where it is (never its value, which may be
    /// personal data).
    func unreadable(_ index: Int32) -> StoreError
}

extension DatabaseRow {
    /// The column as an Int; throws when it is NULL or not an integer.
    package func int(_ index: Int32) throws(StoreError) -> Int {
        Int(try int64(index))
    }

    /// The column as an integer, or `nil` when NULL; throws when it holds something else.
    package func optionalInt64(_ index: Int32) throws(StoreError) -> Int64? {
        isNull(index) ? nil : try int64(index)
    }

    /// The column as an Int, or `nil` when NULL; throws when it holds something else.
    package func optionalInt(_ index: Int32) throws(StoreError) -> Int? {
        isNull(index) ? nil : try int(index)
    }

    /// The column as text, or `nil` when NULL.
    package func optionalText(_ index: Int32) -> String? {
        isNull(index) ? nil : text(index)
    }

    /// The column's text read by `parse`; throws when it is NULL or `parse` cannot read it.
    package func parsed<T>(_ index: Int32, _ parse: (String) -> T?) throws(StoreError) -> T {
        guard !isNull(index), let value = parse(text(index)) else { throw unreadable(index) }
        return value
    }

    /// The column's text read by `parse`, or `nil` when NULL; throws when `parse` cannot read it.
    package func optionalParsed<T>(_ index: Int32, _ parse: (String) -> T?) throws(StoreError) -> T? {
        isNull(index) ? nil : try parsed(index, parse)
    }
}
