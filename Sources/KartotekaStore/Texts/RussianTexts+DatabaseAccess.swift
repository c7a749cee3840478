import KartotekaCore

extension RussianTexts: DatabaseAccessTexts {
    func unsupportedDatabaseAddress(scheme: String) -> String {
        "«\(scheme)://» — не та база данных, с которой работает Картотека. Укажите файл SQLite (--db data/kartoteka.sqlite) "
            + "или базу PostgreSQL (--db postgresql://пользователь@сервер:5432/база)."
    }
    func malformedDatabaseAddress(_ address: String) -> String {
        "Адрес базы данных \(address) не подходит: нужен вид postgresql://пользователь@сервер:5432/база (или postgres://…). "
            + "Проверьте номер порта и параметры после «?»."
    }
    func databasePasswordMissing(_ address: String, user: String) -> String {
        "Сервер базы данных \(address) требует пароль пользователя \(user), а он не задан. Укажите его в PGPASSWORD, "
            + "в ~/.pgpass (chmod 600) или в адресе в файле настроек."
    }
    func databasePasswordWrong(_ address: String, user: String) -> String {
        "Сервер базы данных \(address) не принял пароль пользователя \(user). Проверьте пароль в адресе, PGPASSWORD "
            + "или ~/.pgpass. Ничего не изменено."
    }
    func databaseAccountRefused(_ address: String, user: String) -> String {
        "Сервер базы данных \(address) не пускает пользователя \(user) в эту базу: такой роли нет, её не допускает "
            + "pg_hba.conf или у неё нет права CONNECT. Попросите администратора PostgreSQL дать доступ."
    }
    func noSuchDatabase(_ address: String, name: String, user: String) -> String {
        "На сервере нет базы данных «\(name)» (\(address)). Создать её — дело администратора PostgreSQL: "
            + "createdb --owner=\(user) --encoding=UTF8 --template=template0 \(name); затем kartoteka --db \(address) init."
    }
    func databaseTooManyConnections(_ address: String) -> String {
        "У сервера базы данных \(address) не осталось свободных подключений (max_connections). Повторите позже или "
            + "попросите администратора увеличить max_connections."
    }
    func databaseRefused(_ address: String) -> String {
        "Сервер базы данных \(address) отказал в подключении. Проверьте пользователя, пароль и права на базу; "
            + "причина записана в журнал PostgreSQL."
    }
    func foreignDatabase(_ address: String) -> String {
        "В базе данных \(address) лежат таблицы другой программы, а таблиц Картотеки нет. Ничего не изменено. "
            + "Дайте Картотеке отдельную пустую базу: createdb --owner=… --encoding=UTF8 --template=template0 kartoteka."
    }
    func foreignDatabaseFile(_ path: String) -> String {
        "Файл \(path) — база данных другой программы: её таблица schema_migrations не от Картотеки. Ничего не изменено. "
            + "Дайте Картотеке отдельный файл: kartoteka --db library.sqlite init."
    }
    func noLibraryInDatabase(_ address: String) -> String {
        "в базе данных \(address) нет библиотеки; создайте её: `kartoteka --db \(address) init`"
    }
    func databaseWrongEncoding(_ address: String, encoding: String) -> String {
        "База данных \(address) в кодировке \(encoding), а Картотеке нужна UTF8. Создайте её заново: "
            + "createdb --owner=… --encoding=UTF8 --template=template0 …."
    }
    func databaseCannotCreateTables(_ address: String, user: String) -> String {
        "Пользователь \(user) не может создавать таблицы в базе данных \(address). Сделайте его владельцем базы: "
            + "ALTER DATABASE … OWNER TO \(user). Ничего не изменено."
    }
}
