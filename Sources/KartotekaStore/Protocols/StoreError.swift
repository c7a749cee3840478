import KartotekaCore

/// Failures of the store itself rather than of the request.
public enum StoreError: KartotekaError, Equatable {
    /// The database was written by a newer Kartoteka.
    case databaseTooNew(found: Int, known: Int)
    /// The database file cannot be opened or is not a Kartoteka database.
    case cannotOpen(path: String, reason: String)
    /// The database is busy for too long (another process holds a long write).
    case busy
    /// A stored value cannot be read as what its column holds (a date that is not a date, an
    /// unknown status, settings that do not decode): the data is damaged or was written by
    /// something other than Kartoteka. Names the place, never the value.
    case unreadableData(table: String, column: String)
    /// The database server does not answer (stopped, restarting, or the network is down); the
    /// address names the server and database, never the account's password.
    case databaseUnreachable(address: String)
    /// An unexpected database failure; details go to the log, not to the person.
    case internalFailure(String)

    public var code: String {
        switch self {
        case .databaseTooNew: "database_too_new"
        case .cannotOpen: "database_cannot_open"
        case .busy: "database_busy"
        case .unreadableData: "database_unreadable_data"
        case .databaseUnreachable: "database_unreachable"
        case .internalFailure: "internal_error"
        }
    }

    public var kind: FailureKind { .unavailable }

    public var message: Bilingual {
        switch self {
        case .databaseTooNew(let found, let known):
            Bilingual(ru: "База данных создана более новой версией Картотеки (схема \(found), эта версия знает до \(known)). Обновите программу.",
                      en: "The database was created by a newer Kartoteka (schema \(found); this version knows up to \(known)). Update the program.")
        case .cannotOpen(let path, let reason):
            Bilingual(ru: "Не удалось открыть базу данных \(path): \(reason)",
                      en: "Cannot open the database \(path): \(reason)")
        case .busy:
            Bilingual(ru: "База данных занята другой операцией. Повторите через несколько секунд.",
                      en: "The database is busy with another operation. Try again in a few seconds.")
        case .unreadableData(let table, let column):
            Bilingual(ru: "Сохранённые данные не читаются: таблица \(table), столбец \(column) (значение повреждено или записано не Картотекой). Исправьте эту запись или восстановите базу из резервной копии.",
                      en: "Stored data cannot be read: table \(table), column \(column) (the value is damaged or was not written by Kartoteka). Correct that row or restore the database from a backup.")
        case .databaseUnreachable(let address):
            Bilingual(ru: "Сервер базы данных \(address) не отвечает. Проверьте, что PostgreSQL запущен, что адрес и порт верны и сеть до него работает; Картотека подключится сама, как только он ответит.",
                      en: "The database server \(address) does not answer. Check that PostgreSQL is running, that the address and port are right and the network to it works; Kartoteka reconnects by itself as soon as it answers.")
        case .internalFailure:
            Bilingual(ru: "Внутренняя ошибка базы данных. Подробности записаны в журнал.",
                      en: "Internal database error. The details were written to the log.")
        }
    }
}
