import Foundation
import KartotekaStore

/// Brings a PostgreSQL database to the latest schema with the same named steps as SQLite, one
/// transaction per migration, recorded in `schema_migrations` the same way. An advisory lock
/// makes several processes that open the database at once apply each step exactly once.
///
/// Before the first step it checks that the database is one Kartoteka may use: in UTF-8, and
/// either Kartoteka's already (its `schema_migrations` of Kartoteka's shape) or empty (another
/// program's tables, a `schema_migrations` of golang-migrate or Rails too, are left alone), and
/// empty only when the schema may be created. A refusal writes nothing.
enum PostgresMigrator {
    /// The advisory lock key the migrations hold ("KARTOTEK" in ASCII).
    private static let lockKey: Int64 = 0x4B41_5254_4F54_454B

    /// Checks the database and applies the migrations it has not seen yet; an empty database gets
    /// the schema only when `createsSchema`.
    static func prepare(_ connection: PostgresConnection, address: PostgresAddress, createsSchema: Bool, now: Date) throws {
        let encoding = try connection.first("SHOW server_encoding") { $0.text(0) } ?? ""
        guard encoding == "UTF8" else { throw DatabaseAccessError.wrongEncoding(address: address.displayed, encoding: encoding) }
        do {
            for migration in Migrator.migrations {
                try connection.transaction(begin: "BEGIN") {
                    try connection.run("SELECT pg_advisory_xact_lock($1)", lockKey)
                    let applied = try recordedVersion(connection, address: address)
                        ?? startSchema(connection, address: address, creating: createsSchema)
                    if applied > Migrator.latestVersion {
                        throw StoreError.databaseTooNew(found: applied, known: Migrator.latestVersion)
                    }
                    guard migration.version > applied else { return }
                    try connection.execute(migration.postgres)
                    try connection.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
                                       migration.version, migration.name, Int64(now.timeIntervalSince1970))
                }
            }
        } catch let error as PostgresError where error.sqlState == "42501" {
            throw DatabaseAccessError.cannotCreateTables(address: address.displayed, user: connection.user)
        }
    }

    /// How many tables, views and sequences the database holds outside PostgreSQL's own schemas.
    static func relationCount(_ connection: PostgresConnection) throws -> Int {
        try connection.first("""
            SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
                AND n.nspname NOT LIKE 'pg_temp%' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
            """) { try $0.int(0) } ?? 0
    }

    /// The newest version `schema_migrations` records, or `nil` when there is no such table;
    /// another program's table of that name makes the database another program's.
    private static func recordedVersion(_ connection: PostgresConnection, address: PostgresAddress) throws -> Int? {
        switch try migrationsTable(connection) {
        case .absent: return nil
        case .foreign: throw DatabaseAccessError.foreignDatabase(address: address.displayed)
        case .kartoteka:
            return try connection.first("SELECT coalesce(max(version), 0) FROM schema_migrations") { try $0.int(0) } ?? 0
        }
    }

    /// What `schema_migrations` (as the search path finds it) is, by its columns and their types.
    private static func migrationsTable(_ connection: PostgresConnection) throws -> MigrationsTable {
        let columns = try connection.query("""
            SELECT attname, format_type(atttypid, atttypmod) FROM pg_attribute
            WHERE attrelid = to_regclass('schema_migrations') AND attnum > 0 AND NOT attisdropped ORDER BY attnum
            """) { "\($0.text(0)) \($0.text(1))" }
        return MigrationsTable.classify(columns, kartoteka: ["version integer", "name text", "applied_at bigint"])
    }

    /// Starts the schema in a database without Kartoteka's tables, when it is empty and that is
    /// wanted; returns version 0.
    private static func startSchema(_ connection: PostgresConnection, address: PostgresAddress, creating: Bool) throws -> Int {
        guard try relationCount(connection) == 0 else { throw DatabaseAccessError.foreignDatabase(address: address.displayed) }
        guard creating else { throw DatabaseAccessError.noLibrary(address: address.displayed) }
        try connection.execute("""
            CREATE TABLE schema_migrations (
                version integer PRIMARY KEY,
                name text NOT NULL,
                applied_at bigint NOT NULL
            )
            """)
        return 0
    }
}
