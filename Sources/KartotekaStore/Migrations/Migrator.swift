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
        Migrations.v5BranchLocations,
        Migrations.v6CopyCataloguingTargets,
        Migrations.v7SignInFailures,
        Migrations.v8ReaderDesk,
        Migrations.v9FundAccounts,
        Migrations.v10Search,
        Migrations.v11ReadersSide,
        Migrations.v12LossReplacementsAndClassSets,
        Migrations.v13TitleKeyOrder,
        Migrations.v14TitleSeries,
        Migrations.v15Inspection,
        Migrations.v16FormsAndDescription,
        Migrations.v17PromotionUndo,
        Migrations.v18PersonalData,
        Migrations.v19TextbookList,
        Migrations.v20LeftSchoolAt,
        Migrations.v21LastLoanKept,
        Migrations.v22AnonymisedVisitors,
        Migrations.v23PromotionByClass,
        Migrations.v24IRBISShelfCode,
        Migrations.v25ReturnsAtTheLendingBranch,
        Migrations.v26OperatorAddress,
        Migrations.v27LoansReturnedBefore,
        Migrations.v28LoansClosedAtCheck,
        Migrations.v29ForeignAgentsAdult,
        Migrations.v30TransferCancelled,
    ]

    /// The latest schema version this program knows.
    package static var latestVersion: Int { migrations.last?.version ?? 0 }

    /// Applies the migrations the database has not seen yet, each in a transaction that reads the
    /// applied version again under its lock (two processes upgrading one file apply each once); a
    /// file whose `schema_migrations` is another program's is refused before anything is written
    /// (`path` names it).
    static func migrate(_ connection: SQLiteConnection, path: String, now: Date) throws {
        guard try migrationsTable(connection) != .foreign else { throw DatabaseAccessError.foreignFile(path: path) }
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
            if migration.sqliteRebuildsTables { try connection.execute("PRAGMA foreign_keys = OFF") }
            defer { if migration.sqliteRebuildsTables { try? connection.execute("PRAGMA foreign_keys = ON") } }
            try connection.transaction(immediate: true) {
                // Another process opening the same file may have applied it while this one waited
                // for the lock: the version is read again under it.
                let appliedByNow = try connection.query("SELECT coalesce(max(version), 0) FROM schema_migrations") { try $0.int(0) }.first ?? 0
                guard appliedByNow < migration.version else { return }
                try connection.execute(migration.sqlite)
                if migration.sqliteRebuildsTables,
                   let broken = try connection.query("PRAGMA foreign_key_check", map: { $0.text(0) }).first {
                    throw StoreError.internalFailure("migration \(migration.version) left rows of \(broken) pointing nowhere")
                }
                try connection.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                                   migration.version, migration.name, Int64(now.timeIntervalSince1970))
            }
        }
    }

    /// What the file's `schema_migrations` is, by its columns and their declared types.
    static func migrationsTable(_ connection: SQLiteConnection) throws -> MigrationsTable {
        let columns = try connection.query("SELECT name, upper(type) FROM pragma_table_info('schema_migrations') ORDER BY cid") {
            "\($0.text(0)) \($0.text(1))"
        }
        return MigrationsTable.classify(columns, kartoteka: ["version INTEGER", "name TEXT", "applied_at INTEGER"])
    }
}
