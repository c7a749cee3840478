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
            Bilingual(ru: "Файл \(path) уже есть — выберите другое имя, чтобы не затереть старую копию.",
                      en: "The file \(path) already exists — choose another name so an older backup is not overwritten.")
        case .notABackup(let path):
            Bilingual(ru: "\(path) — не резервная копия Картотеки. База данных не изменена.",
                      en: "\(path) is not a Kartoteka backup. The database was not changed.")
        case .damagedBackup(let path):
            Bilingual(ru: "Резервная копия \(path) повреждена (проверка целостности не прошла). База данных не изменена.",
                      en: "The backup \(path) is damaged (the integrity check failed). The database was not changed.")
        }
    }
}
