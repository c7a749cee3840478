import KartotekaCore

/// Why a backup or restore could not be done.
public enum MaintenanceError: KartotekaError, Equatable {
    case backupExists(String)
    case notABackup(String)
    case damagedBackup(String)

    public var code: String {
        switch self {
        case .backupExists: "backup_exists"
        case .notABackup: "not_a_backup"
        case .damagedBackup: "damaged_backup"
        }
    }

    public var kind: FailureKind { .invalidInput }

    public var message: Bilingual {
        switch self {
        case .backupExists(let path):
            Bilingual { $0.backupExists(path) }
        case .notABackup(let path):
            Bilingual { $0.notABackup(path) }
        case .damagedBackup(let path):
            Bilingual { $0.damagedBackup(path) }
        }
    }
}
