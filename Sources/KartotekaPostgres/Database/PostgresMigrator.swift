import Foundation
import KartotekaStore

/// Brings a PostgreSQL database to the latest schema with the same named steps as SQLite, one
/// transaction per migration, recorded in `schema_migrations` the same way. An advisory lock
/// makes several processes that open the database at once apply each step exactly once.
enum PostgresMigrator {
    /// The advisory lock key the migrations hold ("KARTOTEK" in ASCII).
    private static let lockKey: Int64 = 0x4B41_5254_4F54_454B

    /// Applies the migrations the database has not seen yet.
    static func migrate(_ connection: PostgresConnection, now: Date) throws {
        for migration in Migrator.migrations {
            try connection.transaction(begin: "BEGIN") {
                try connection.run("SELECT pg_advisory_xact_lock($1)", lockKey)
                let applied = try appliedVersion(connection, creatingTable: true)
                if applied > Migrator.latestVersion {
                    throw StoreError.databaseTooNew(found: applied, known: Migrator.latestVersion)
                }
                guard migration.version > applied else { return }
                try connection.execute(migration.postgres)
                try connection.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
                                   migration.version, migration.name, Int64(now.timeIntervalSince1970))
            }
        }
    }

    /// The newest version recorded (0 for a database without Kartoteka's tables).
    static func appliedVersion(_ connection: PostgresConnection, creatingTable: Bool = false) throws -> Int {
        let exists = try connection.first("SELECT to_regclass('schema_migrations') IS NOT NULL") { try $0.bool(0) } ?? false
        if !exists {
            guard creatingTable else { return 0 }
            try connection.execute("""
                CREATE TABLE schema_migrations (
                    version integer PRIMARY KEY,
                    name text NOT NULL,
                    applied_at bigint NOT NULL
                )
                """)
        }
        return try connection.first("SELECT coalesce(max(version), 0) FROM schema_migrations") { try $0.int(0) } ?? 0
    }
}
