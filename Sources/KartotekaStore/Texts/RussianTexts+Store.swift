import KartotekaCore

extension RussianTexts: StoreTexts {
    func backupExists(_ path: String) -> String { "Файл \(path) уже есть — выберите другое имя, чтобы не затереть старую копию." }
    func backupInProgress(_ path: String) -> String {
        "В файл \(path) сейчас пишется другая резервная копия — дождитесь её или выберите другое имя."
    }
    func notABackup(_ path: String) -> String { "\(path) — не резервная копия Картотеки. База данных не изменена." }
    func damagedBackup(_ path: String) -> String { "Резервная копия \(path) повреждена (проверка целостности не прошла). База данных не изменена." }
    func databaseNotEmpty(_ database: String) -> String {
        "База данных \(database) не пуста. Восстанавливайте копию в новую пустую базу данных (createdb --owner=… "
            + "--encoding=UTF8 --template=template0 ИМЯ) и укажите её в --db; ничего не изменено."
    }
    func sqliteBackupForPostgres(_ path: String) -> String {
        "\(path) — копия базы SQLite, а восстанавливается база PostgreSQL. Перенесите библиотеку так: "
            + "kartoteka migrate --from \(path) --to postgresql://…. База данных не изменена."
    }
    func postgresBackupForSQLite(_ path: String) -> String {
        "\(path) — копия базы PostgreSQL (pg_dump). Восстановите её в пустую базу PostgreSQL: "
            + "kartoteka --db postgresql://… restore \(path). База данных не изменена."
    }
    func backupToolNotFound(_ tool: String) -> String {
        "Программа \(tool) не найдена. Установите клиент PostgreSQL (пакет postgresql-client) той же или более новой версии, что и сервер."
    }
    func backupToolFailed(_ tool: String, status: Int32) -> String {
        "\(tool) завершился с ошибкой (код \(status)). Проверьте, что его версия не старше версии сервера и что на диске есть место. База данных не изменена, незавершённых файлов не осталось."
    }
    func databaseUnreachable(_ address: String) -> String {
        "Сервер базы данных \(address) не отвечает. Проверьте, что PostgreSQL запущен, что адрес и порт верны и сеть до него работает; Картотека подключится сама, как только он ответит."
    }
    func databaseTooNew(found: Int, known: Int) -> String {
        "База данных создана более новой версией Картотеки (схема \(found), эта версия знает до \(known)). Обновите программу."
    }
    func cannotOpenDatabase(_ path: String, reason: String) -> String { "Не удалось открыть базу данных \(path): \(reason)" }
    var databaseBusy: String { "База данных занята другой операцией. Повторите через несколько секунд." }
    func unreadableData(table: String, column: String) -> String {
        "Сохранённые данные не читаются: таблица \(table), столбец \(column) (значение повреждено или записано не Картотекой). Исправьте эту запись или восстановите базу из резервной копии."
    }
    var internalDatabaseError: String { "Внутренняя ошибка базы данных. Подробности записаны в журнал." }
    var importRecordNotStored: String { "Запись не сохранена из-за ошибки базы данных." }
    func importNewCopiesOfTitleSkipped(_ copies: [InventoryNumber], title: TitleID) -> String {
        "Книга уже есть в каталоге (№\(title)), и запись пропущена; её новые экземпляры не загружены: "
            + copies.map(\.rawValue).joined(separator: ", ")
            + ". Чтобы добавить их, загрузите файл ещё раз, выбрав «добавить новые экземпляры к имеющейся книге» (add-copy)."
    }
    func importOtherRecordOfTitle(_ shelfCode: String, title: TitleID, kept: String) -> String {
        "Шифр \(shelfCode) — другая запись ИРБИС той же книги (№\(title), шифр \(kept)): описание книги оставлено, экземпляры добавлены к ней."
    }
    func importCopyOfAnotherTitle(_ inventory: InventoryNumber, title: TitleID) -> String {
        "Экземпляр \(inventory) уже числится за другой книгой (№\(title)) и не перенесён."
    }
    func importLoanOfMissingCopy(_ inventory: InventoryNumber) -> String {
        "Выдача экземпляра \(inventory) не перенесена: такого экземпляра нет в каталоге."
    }
    func importLoanOfUnlendableCopy(_ inventory: InventoryNumber, status: CopyStatus) -> String {
        "Выдача экземпляра \(inventory) не перенесена: он \(status.name.russian)."
    }
}
