import KartotekaCore

/// Why a database cannot be used as the library at all — its address, the account, or what it
/// holds — each with what to do. Raised when a store opens (or first reaches) its database,
/// before anything is written to it. Addresses are shown without their password.
public enum DatabaseAccessError: KartotekaError, Equatable {
    /// The database value is a URL of a kind Kartoteka keeps no library in (`mysql://…`); its scheme.
    case unsupportedAddress(scheme: String)
    /// A PostgreSQL URL that cannot be used (a port that is not a number, an unknown parameter).
    case malformedAddress(String)
    /// The server asks for the account's password and none was given.
    case passwordMissing(address: String, user: String)
    /// The server did not accept the account's password.
    case wrongPassword(address: String, user: String)
    /// The server does not let the account into the database (no such role, `pg_hba.conf`, no CONNECT right).
    case accountRefused(address: String, user: String)
    /// The server has no database of that name; creating one is its administrator's job.
    case noSuchDatabase(address: String, name: String, user: String)
    /// The server has no connection to spare.
    case tooManyConnections(address: String)
    /// The server refused for another reason.
    case refused(address: String)
    /// The database holds another program's tables and none of Kartoteka's; it is left as it is.
    case foreignDatabase(address: String)
    /// The database is empty: it holds no library yet (only `init` and `serve --create` make one).
    case noLibrary(address: String)
    /// The database's encoding is not UTF-8.
    case wrongEncoding(address: String, encoding: String)
    /// The account may not create tables in the database (it does not own it).
    case cannotCreateTables(address: String, user: String)

    public var code: String {
        switch self {
        case .unsupportedAddress: "database_address_unsupported"
        case .malformedAddress: "database_address_invalid"
        case .passwordMissing: "database_password_missing"
        case .wrongPassword: "database_password_wrong"
        case .accountRefused: "database_account_refused"
        case .noSuchDatabase: "database_not_found"
        case .tooManyConnections: "database_too_many_connections"
        case .refused: "database_refused"
        case .foreignDatabase: "database_foreign"
        case .noLibrary: "no_database"
        case .wrongEncoding: "database_encoding"
        case .cannotCreateTables: "database_not_owner"
        }
    }

    /// Every case means the database cannot be used now (a server answers 503).
    public var kind: FailureKind { .unavailable }

    public var message: Bilingual {
        switch self {
        case .unsupportedAddress(let scheme):
            Bilingual(ru: "«\(scheme)://» — не та база данных, с которой работает Картотека. Укажите файл SQLite (--db data/kartoteka.sqlite) "
                          + "или базу PostgreSQL (--db postgresql://пользователь@сервер:5432/база).",
                      en: "“\(scheme)://” is not a database Kartoteka works with. Give an SQLite file (--db data/kartoteka.sqlite) "
                          + "or a PostgreSQL database (--db postgresql://user@host:5432/database).")
        case .malformedAddress(let address):
            Bilingual(ru: "Адрес базы данных \(address) не подходит: нужен вид postgresql://пользователь@сервер:5432/база (или postgres://…). "
                          + "Проверьте номер порта и параметры после «?».",
                      en: "The database address \(address) cannot be used: expected postgresql://user@host:5432/database (or postgres://…). "
                          + "Check the port number and the parameters after “?”.")
        case .passwordMissing(let address, let user):
            Bilingual(ru: "Сервер базы данных \(address) требует пароль пользователя \(user), а он не задан. Укажите его в PGPASSWORD, "
                          + "в ~/.pgpass (chmod 600) или в адресе в файле настроек.",
                      en: "The database server \(address) asks for the password of \(user) and none was given. Put it in PGPASSWORD, "
                          + "in ~/.pgpass (chmod 600) or in the URL in the configuration file.")
        case .wrongPassword(let address, let user):
            Bilingual(ru: "Сервер базы данных \(address) не принял пароль пользователя \(user). Проверьте пароль в адресе, PGPASSWORD "
                          + "или ~/.pgpass. Ничего не изменено.",
                      en: "The database server \(address) did not accept the password of \(user). Check the password in the URL, "
                          + "PGPASSWORD or ~/.pgpass. Nothing was changed.")
        case .accountRefused(let address, let user):
            Bilingual(ru: "Сервер базы данных \(address) не пускает пользователя \(user) в эту базу: такой роли нет, её не допускает "
                          + "pg_hba.conf или у неё нет права CONNECT. Попросите администратора PostgreSQL дать доступ.",
                      en: "The database server \(address) does not let \(user) into this database: there is no such role, pg_hba.conf "
                          + "does not admit it, or it lacks the CONNECT right. Ask the PostgreSQL administrator for access.")
        case .noSuchDatabase(let address, let name, let user):
            Bilingual(ru: "На сервере нет базы данных «\(name)» (\(address)). Создать её — дело администратора PostgreSQL: "
                          + "createdb --owner=\(user) --encoding=UTF8 --template=template0 \(name); затем kartoteka --db \(address) init.",
                      en: "The server has no database “\(name)” (\(address)). Creating it is the PostgreSQL administrator's job: "
                          + "createdb --owner=\(user) --encoding=UTF8 --template=template0 \(name); then kartoteka --db \(address) init.")
        case .tooManyConnections(let address):
            Bilingual(ru: "У сервера базы данных \(address) не осталось свободных подключений (max_connections). Повторите позже или "
                          + "попросите администратора увеличить max_connections.",
                      en: "The database server \(address) has no connection to spare (max_connections). Try again later, or ask the "
                          + "administrator to raise max_connections.")
        case .refused(let address):
            Bilingual(ru: "Сервер базы данных \(address) отказал в подключении. Проверьте пользователя, пароль и права на базу; "
                          + "причина записана в журнал PostgreSQL.",
                      en: "The database server \(address) refused the connection. Check the user, the password and the rights on the "
                          + "database; the reason is in PostgreSQL's log.")
        case .foreignDatabase(let address):
            Bilingual(ru: "В базе данных \(address) лежат таблицы другой программы, а таблиц Картотеки нет. Ничего не изменено. "
                          + "Дайте Картотеке отдельную пустую базу: createdb --owner=… --encoding=UTF8 --template=template0 kartoteka.",
                      en: "The database \(address) holds another program's tables and none of Kartoteka's. Nothing was changed. "
                          + "Give Kartoteka an empty database of its own: createdb --owner=… --encoding=UTF8 --template=template0 kartoteka.")
        case .noLibrary(let address):
            Bilingual(ru: "в базе данных \(address) нет библиотеки; создайте её: `kartoteka --db \(address) init`",
                      en: "no library in the database \(address); create it with `kartoteka --db \(address) init`")
        case .wrongEncoding(let address, let encoding):
            Bilingual(ru: "База данных \(address) в кодировке \(encoding), а Картотеке нужна UTF8. Создайте её заново: "
                          + "createdb --owner=… --encoding=UTF8 --template=template0 ….",
                      en: "The database \(address) is in \(encoding); Kartoteka needs UTF8. Create it again: "
                          + "createdb --owner=… --encoding=UTF8 --template=template0 ….")
        case .cannotCreateTables(let address, let user):
            Bilingual(ru: "Пользователь \(user) не может создавать таблицы в базе данных \(address). Сделайте его владельцем базы: "
                          + "ALTER DATABASE … OWNER TO \(user). Ничего не изменено.",
                      en: "\(user) may not create tables in the database \(address). Make it the database's owner: "
                          + "ALTER DATABASE … OWNER TO \(user). Nothing was changed.")
        }
    }
}
