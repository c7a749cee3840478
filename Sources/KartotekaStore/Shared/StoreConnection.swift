import Foundation

/// A connection inside a transaction, as the row helpers both stores share see it: queries with
/// numbered parameters, mapped row by row. ``SQLiteConnection`` and the PostgreSQL store's
/// connection conform; the helpers (``StoreConnection/copyRecord(_:lock:)`` and the rest) are
/// written once in SQL both databases read alike.
package protocol StoreConnection {
    /// The rows its queries hand to their maps.
    associatedtype Row: DatabaseRow
    /// How this database keeps and searches the entries of titles and readers.
    associatedtype SearchIndex: StoreSearchIndex where SearchIndex.Connection == Self

    /// The text of statement parameter `number`, counting from 1: `?1` in SQLite, `$1` in PostgreSQL.
    static func parameter(_ number: Int) -> String

    /// What ends a SELECT that locks the rows it reads until the transaction ends (` FOR UPDATE`),
    /// or nothing where a write transaction holds the whole database already.
    static var rowLock: String { get }

    /// A condition that a text column equals a parameter, ASCII letter case aside (user names).
    static func caseless(_ column: String, equals parameter: String) -> String

    /// An ORDER BY term for a text column, ASCII letter case aside.
    static func caseless(_ column: String) -> String

    /// A text column compared and ordered byte by byte (as code points), whatever the
    /// database's collation: a range of it is then a prefix.
    static func bytewise(_ column: String) -> String

    /// A list of ids bound as one parameter (``idListValue(_:)``), to follow `IN`.
    static func idList(_ parameter: String) -> String

    /// The bound value of a list of ids for ``idList(_:)``.
    static func idListValue(_ ids: [Int64]) -> String

    /// The terms the catalogue's search index holds for folded words, one for each: their
    /// Snowball stems (`войны` → `войн`), as this database's search makes them.
    func searchTerms(of words: [String]) throws -> [String]

    /// The key an inventory number column sorts by, as ``InventoryKey/of(_:)`` makes it in Swift
    /// (numbers by value, before other numbers); the `copies_inventory_order` index holds it for
    /// `c.inventory_number`.
    static func inventoryKey(_ column: String) -> String

    /// Holds the numbering of one kind of record (`name`: receipts, acts) until the transaction
    /// ends, so that two desks numbering at once take turns; nothing where a write transaction
    /// holds the whole database already.
    func holdNumbering(_ name: String) throws

    /// Runs a query with an array of parameters and maps every row.
    func query<T>(_ sql: String, values: [any DatabaseValueConvertible], map: (Row) throws -> T) throws -> [T]

    /// Runs a statement with an array of parameters; returns how many rows it changed.
    func change(_ sql: String, values: [any DatabaseValueConvertible]) throws -> Int

    /// Runs queries together, in order, handing each one's rows to its `each`: PostgreSQL sends
    /// them in one round trip (with what the transaction holds back), SQLite runs them one after
    /// another. For reads that do not depend on one another — what a decision needs, read at once.
    func batch(_ queries: [BatchedQuery<Row>]) throws

    /// A write whose answer nobody waits for (an audit line, a row a later read does not need
    /// back): PostgreSQL sends it with the transaction's next statement or its commit, SQLite runs
    /// it at once. A failure of it fails that later exchange, and so the transaction.
    func enqueue(_ sql: String, values: [any DatabaseValueConvertible]) throws

    /// Runs a query whose rows `body` reads one at a time through `next` (`nil` after the last),
    /// so that a large answer never sits in memory whole: a stepping statement in SQLite, the
    /// server-side cursor `name` read `blockSize` rows at a time in PostgreSQL. A row is valid
    /// until the next call of `next`.
    func withRows<T>(named name: String, _ sql: String, values: [any DatabaseValueConvertible], blockSize: Int,
                     _ body: (_ next: () throws -> Row?) throws -> T) throws -> T

    /// Runs `body`, a write whose failure the caller recovers from (to name what a conflict names,
    /// or to go on), so that the transaction can go on after it: in a savepoint where a failed
    /// statement spoils the whole transaction (PostgreSQL), as it is where it undoes only itself
    /// (SQLite).
    func recoverable<T>(_ body: () throws -> T) throws -> T

    /// The rule of the schema a failed statement of this database broke, when it is one the store
    /// tells as a domain error; `nil` for any other failure.
    static func constraintFailure(_ error: any Error) -> ConstraintFailure?
}

extension StoreConnection {
    /// Runs a query and maps its first row, if any.
    package func first<T>(_ sql: String, _ values: any DatabaseValueConvertible..., map: (Row) throws -> T) throws -> T? {
        try query(sql, values: values, map: map).first
    }

    /// `?1, ?2, …` (or `$1, $2, …`) for `count` parameters, starting at `first`.
    package static func parameters(_ count: Int, from first: Int = 1) -> String {
        (first..<(first + count)).map(parameter).joined(separator: ", ")
    }

    /// `a = ?1, b = ?2, …` (or `$1`, …) for a comma-separated column list, numbered from `first`.
    package static func assignments(_ columns: String, from first: Int = 1) -> String {
        columns.split(separator: ",").enumerated()
            .map { "\($1.trimmingCharacters(in: .whitespacesAndNewlines)) = \(parameter(first + $0))" }.joined(separator: ", ")
    }

    /// The parameter text, for SQL written in a helper (`\(p(1))`).
    static func p(_ number: Int) -> String {
        parameter(number)
    }

    /// ``rowLock`` when `lock`, else nothing.
    static func lockClause(_ lock: Bool) -> String {
        lock ? rowLock : ""
    }

    /// A statement that only locks the rows of `table` where `column` equals the first parameter,
    /// for a read that follows in a statement of its own; `nil` where the database does not lock
    /// rows. (On PostgreSQL a locking SELECT that waited for the lock gives the row as it is now
    /// but what its sub-selects read — the copy's open journey, its loan — as it was before the
    /// wait: the lock and the read are two statements.)
    static func lockStatement(_ table: String, where column: String) -> String? {
        rowLock.isEmpty ? nil : "SELECT 1 FROM \(table) WHERE \(column) = \(p(1))\(rowLock)"
    }

    /// The lock clause of a query that joins other tables (outer joins among them): it locks the
    /// row of the table `alias` names only.
    static func lockClause(_ lock: Bool, of alias: String) -> String {
        lock && !rowLock.isEmpty ? "\(rowLock) OF \(alias)" : ""
    }
}
