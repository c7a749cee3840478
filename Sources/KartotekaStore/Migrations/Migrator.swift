import Foundation
import KartotekaCore

/// The schema's migrations, and bringing an SQLite file to the latest schema, one transaction
/// per migration.
package enum Migrator {
    /// Every migration, oldest first. Append only.
    package static let migrations: [Migration] = [
        Migrations.v1Initial,
        Migrations.v2Accounts,
        Migrations.v3MailPasswordOut,
        Migrations.v4Branches,
        Migrations.v6CopyCataloguingTargets,
    ]

    /// The latest schema version this program knows.
    package static var latestVersion: Int { migrations.last?.version ?? 0 }

    /// Applies the migrations the database has not seen yet.
    static func migrate(_ connection: SQLiteConnection, now: Date) throws {
        try connection.execute("""
            CREATE TABLE IF NOT EXISTS schema_migrations (
                version INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                applied_at INTEGER NOT NULL
            )
            """)
        let applied = try connection.query("SELECT coalesce(max(version), 0) FROM schema_migrations") { try $0.int(0) }.first ?? 0
        if applied > latestVersion {
            throw StoreError.databaseTooNew(found: applied, known: latestVersion)
        }
        for migration in migrations where migration.version > applied {
            try connection.transaction(immediate: true) {
                try connection.execute(migration.sqlite)
                try connection.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                                   migration.version, migration.name, Int64(now.timeIntervalSince1970))
            }
        }
    }
}
