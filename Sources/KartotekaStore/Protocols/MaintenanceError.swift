import KartotekaCore

/// Why a backup or restore could not be done.
public enum MaintenanceError: KartotekaError, Equatable {
    case backupExists(String)
    /// Another backup is being written to the same name at this moment.
    case backupInProgress(String)
    case notABackup(String)
    case damagedBackup(String)
    /// A restore was asked into a database that already holds tables.
    case databaseNotEmpty(String)
    /// A backup of the other kind of database: an SQLite file to restore into PostgreSQL
    /// (`fromPostgres` false), or a `pg_dump` archive to restore into an SQLite file.
    case otherKindOfBackup(String, fromPostgres: Bool)
    /// A program the backup or restore needs (`pg_dump`, `pg_restore`) is not installed.
    case toolNotFound(String)
    /// A program the backup or restore runs stopped with a failure status.
    case toolFailed(String, status: Int32)

    public var code: String {
        switch self {
        case .backupExists: "backup_exists"
        case .backupInProgress: "backup_in_progress"
        case .notABackup: "not_a_backup"
        case .damagedBackup: "damaged_backup"
        case .databaseNotEmpty: "database_not_empty"
        case .otherKindOfBackup: "backup_of_other_database"
        case .toolNotFound: "backup_tool_not_found"
        case .toolFailed: "backup_tool_failed"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .backupExists, .backupInProgress, .notABackup, .damagedBackup, .databaseNotEmpty, .otherKindOfBackup: .invalidInput
        case .toolNotFound, .toolFailed: .unavailable
        }
    }

    public var message: Bilingual {
        switch self {
        case .backupExists(let path):
            Bilingual { $0.backupExists(path) }
        case .backupInProgress(let path):
            Bilingual { $0.backupInProgress(path) }
        case .notABackup(let path):
            Bilingual { $0.notABackup(path) }
        case .damagedBackup(let path):
            Bilingual { $0.damagedBackup(path) }
        case .databaseNotEmpty(let database):
            Bilingual { $0.databaseNotEmpty(database) }
        case .otherKindOfBackup(let path, fromPostgres: false):
            Bilingual { $0.sqliteBackupForPostgres(path) }
        case .otherKindOfBackup(let path, fromPostgres: true):
            Bilingual { $0.postgresBackupForSQLite(path) }
        case .toolNotFound(let tool):
            Bilingual { $0.backupToolNotFound(tool) }
        case .toolFailed(let tool, let status):
            Bilingual { $0.backupToolFailed(tool, status: status) }
        }
    }
}
