/// One step of the database schema, written for each database the store runs on: the same
/// version and name, and the same tables, constraints and rules in each database's own SQL.
/// Migrations are append-only: once released, a migration's SQL never changes (a test pins their
/// checksums); a change is a new migration.
package struct Migration: Sendable {
    /// The schema version this migration brings the database to, counting from 1.
    package let version: Int
    /// A short name for logs and the migrations table.
    package let name: String
    /// The SQLite statements to run, in one transaction.
    package let sqlite: String
    /// The PostgreSQL statements to run, in one transaction.
    package let postgres: String
    /// Whether the SQLite statements rebuild a table (create its new form, copy the rows, drop
    /// the old one, rename): they then run with SQLite's foreign keys off, as SQLite's own advice
    /// for such changes says (dropping a table would otherwise empty the columns that point at
    /// its rows), and the transaction ends only if every foreign key still holds.
    package var sqliteRebuildsTables = false
}
