import KartotekaCore

/// Why a backup or restore could not be done.
public enum MaintenanceError: KartotekaError, Equatable {
    case backupExists(String)
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
        case .backupExists, .notABackup, .damagedBackup, .databaseNotEmpty, .otherKindOfBackup: .invalidInput
        case .toolNotFound, .toolFailed: .unavailable
        }
    }

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
        case .databaseNotEmpty(let database):
            Bilingual(ru: "База данных \(database) не пуста. Восстанавливайте копию в новую пустую базу данных (createdb --owner=… "
                          + "--encoding=UTF8 --template=template0 ИМЯ) и укажите её в --db; ничего не изменено.",
                      en: "The database \(database) is not empty. Restore a backup into a new, empty database (createdb --owner=… "
                          + "--encoding=UTF8 --template=template0 NAME) and give it as --db; nothing was changed.")
        case .otherKindOfBackup(let path, fromPostgres: false):
            Bilingual(ru: "\(path) — копия базы SQLite, а восстанавливается база PostgreSQL. Перенесите библиотеку так: "
                          + "kartoteka migrate --from \(path) --to postgresql://…. База данных не изменена.",
                      en: "\(path) is a copy of an SQLite database, and the database restored is PostgreSQL. Move the library with "
                          + "kartoteka migrate --from \(path) --to postgresql://…. The database was not changed.")
        case .otherKindOfBackup(let path, fromPostgres: true):
            Bilingual(ru: "\(path) — копия базы PostgreSQL (pg_dump). Восстановите её в пустую базу PostgreSQL: "
                          + "kartoteka --db postgresql://… restore \(path). База данных не изменена.",
                      en: "\(path) is a PostgreSQL backup (pg_dump). Restore it into an empty PostgreSQL database: "
                          + "kartoteka --db postgresql://… restore \(path). The database was not changed.")
        case .toolNotFound(let tool):
            Bilingual(ru: "Программа \(tool) не найдена. Установите клиент PostgreSQL (пакет postgresql-client) той же или более новой версии, что и сервер.",
                      en: "The program \(tool) was not found. Install the PostgreSQL client (the postgresql-client package) of the server's version or newer.")
        case .toolFailed(let tool, let status):
            Bilingual(ru: "\(tool) завершился с ошибкой (код \(status)). Проверьте, что его версия не старше версии сервера и что на диске есть место. База данных не изменена, незавершённых файлов не осталось.",
                      en: "\(tool) failed (status \(status)). Check that its version is not older than the server's and that the disk has room. The database was not changed and no unfinished file was kept.")
        }
    }
}
