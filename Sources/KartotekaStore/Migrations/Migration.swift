/// One step of the database schema. Migrations are append-only: once released, a migration's
/// SQL never changes (a test pins their checksums); a change is a new migration.
struct Migration: Sendable {
    /// The schema version this migration brings the database to, counting from 1.
    let version: Int
    /// A short name for logs and the migrations table.
    let name: String
    /// The statements to run, in one transaction.
    let sql: String
}
