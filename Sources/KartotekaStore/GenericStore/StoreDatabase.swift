/// A database the library is kept in, as the store written once over it (``SQLLibraryStore``)
/// uses it: transactions on its connections, and the few points where SQLite and PostgreSQL differ
/// beyond the SQL of one statement (those are its connection's: ``StoreConnection``,
/// ``StoreSearchIndex``). ``SQLiteDatabase`` and the PostgreSQL module's pool conform.
///
/// Every use is one transaction; the connection never escapes its closure.
package protocol StoreDatabase: Sendable {
    /// The connection a transaction runs on.
    associatedtype Connection: StoreConnection

    /// Runs `body` in a write transaction: committed when it returns, rolled back when it throws;
    /// the data counts as changed (``changeGeneration()``).
    func write<T: Sendable>(_ body: (Connection) throws -> T) throws -> T
    /// Runs `body` in a write transaction that records only how the library is used (when a token
    /// was last used, failed sign-ins, notices sent), not what it holds: the change generation
    /// stays, so answers kept from the data stay too.
    func writeBookkeeping<T: Sendable>(_ body: (Connection) throws -> T) throws -> T
    /// Runs `body` in a write transaction that is always rolled back (a dry run).
    func writeAndRollBack<T: Sendable>(_ body: (Connection) throws -> T) throws -> T
    /// Runs `body` in a read transaction on one consistent snapshot.
    func read<T: Sendable>(_ body: (Connection) throws -> T) throws -> T
    /// Runs `body`, which reads with ONE statement, outside an explicit transaction: a single
    /// statement sees one snapshot by itself, and PostgreSQL spares the `BEGIN` and `COMMIT`.
    func readOneStatement<T: Sendable>(_ body: (Connection) throws -> T) throws -> T

    /// The store error for a failure of this database that no store method turned into a domain
    /// error (never the database's own words, never a stored value); any other error as it is.
    func storeError(for failure: any Error) -> any Error
    /// A number that differs from an earlier answer whenever the data may have changed since,
    /// here or through anyone else on the same database.
    func changeGeneration() throws -> UInt64

    /// How the database's backup files end, without the dot.
    var backupFileExtension: String { get }
    /// Writes a consistent copy of the whole database to a new file, however busy the database.
    func backup(to path: String) throws
    /// Runs a whole import's batches (`body`), with what the database keeps at hand for one set
    /// up for its length.
    func importing<T>(_ body: () throws -> T) throws -> T

    /// The writer of one import batch, inside the batch's transaction on `db`.
    static func importWriter(_ db: Connection, now: Int64, isolatesRecords: Bool) -> any ImportWriter
    /// The writer of a whole-library copy, inside the copy's transaction on `db`.
    static func storedRowWriter(_ db: Connection) -> any StoredRowWriting
}

extension StoreDatabase {
    /// In a read transaction, where that costs nothing.
    package func readOneStatement<T: Sendable>(_ body: (Connection) throws -> T) throws -> T {
        try read(body)
    }

    /// Runs the batches as they are.
    package func importing<T>(_ body: () throws -> T) throws -> T {
        try body()
    }
}
