import KartotekaCore

/// Why a backup or restore could not be done.
public enum MaintenanceError: KartotekaError, Equatable {
    case backupExists(String)
    case notABackup(String)
    case damagedBackup(String)
    /// A restore was asked into a database that already holds tables.
    case databaseNotEmpty(String)
    /// A program the backup or restore needs (`pg_dump`, `pg_restore`) is not installed.
    case toolNotFound(String)
    /// A program the backup or restore runs stopped with a failure status.
    case toolFailed(String, status: Int32)

    public var code: String {
        switch self {
        case .backupExists: "backup_exists"
        case .notABackup: "not_a_backup"
        case .damagedBackup: "damaged_backup"
        case .databaseNotEmpty: "database_not_empty"
        case .toolNotFound: "backup_tool_not_found"
        case .toolFailed: "backup_tool_failed"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .backupExists, .notABackup, .damagedBackup, .databaseNotEmpty: .invalidInput
        case .toolNotFound, .toolFailed: .unavailable
        }
    }

    public var message: Bilingual {
        switch self {
        case .backupExists(let path):
            Bilingual { $0.backupExists(path) }
        case .notABackup(let path):
            Bilingual { $0.notABackup(path) }
        case .damagedBackup(let path):
            Bilingual { $0.damagedBackup(path) }
        case .databaseNotEmpty(let database):
            Bilingual { $0.databaseNotEmpty(database) }
        case .toolNotFound(let tool):
            Bilingual { $0.backupToolNotFound(tool) }
        case .toolFailed(let tool, let status):
            Bilingual { $0.backupToolFailed(tool, status: status) }
        }
    }
}
