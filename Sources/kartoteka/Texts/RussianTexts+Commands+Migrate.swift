import KartotekaCore

extension RussianTexts: MigrateCommandTexts {
    var migrateSummary: String { "перенести всю библиотеку в другую базу данных (например, из SQLite в PostgreSQL)" }
    var migrateDetails: String {
        "Переносятся книги, экземпляры, читатели, выдачи с историей, места, учётные записи с паролями, API-токены, настройки и журнал;\n"
            + "сеансы — нет (войдите заново). Номера записей сохраняются. Для каждой таблицы печатаются число строк и контрольная сумма\n"
            + "с обеих сторон. Остановите серверы на исходной базе. Пример:\n"
            + "kartoteka migrate --from data/kartoteka.sqlite --to postgresql://kartoteka@db.example/kartoteka"
    }
    var migrateFromHelp: String { "откуда: файл SQLite или адрес PostgreSQL" }
    var migrateToHelp: String { "куда: пустая база (таблицы Картотеки в ней создаются)" }
    var migrateReplaceHelp: String { "заменить всё, что уже есть в базе --to" }
    func libraryCopied(from source: String, to target: String) -> String { "Перенесено: \(source) → \(target)" }
    var tableColumn: String { "таблица" }
    var sourceRowsColumn: String { "строк" }
    var copiedRowsColumn: String { "в копии" }
    var sourceChecksumColumn: String { "контрольная сумма" }
    var copyChecksumColumn: String { "в копии" }
    var tableMatches: String { "совпадает" }
    var tableDiffers: String { "ОТЛИЧАЕТСЯ" }
    var everyTableMatches: String { "Все таблицы совпадают (SHA-256 строк по порядку)." }
    func tablesDiffer(_ tables: [String]) -> String { "Отличаются: \(tables.joined(separator: ", "))." }
}
