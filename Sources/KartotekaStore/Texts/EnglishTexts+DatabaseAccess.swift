import KartotekaCore

extension EnglishTexts: DatabaseAccessTexts {
    func unsupportedDatabaseAddress(scheme: String) -> String {
        "“\(scheme)://” is not a database Kartoteka works with. Give an SQLite file (--db data/kartoteka.sqlite) "
            + "or a PostgreSQL database (--db postgresql://user@host:5432/database)."
    }
    func malformedDatabaseAddress(_ address: String) -> String {
        "The database address \(address) cannot be used: expected postgresql://user@host:5432/database (or postgres://…). "
            + "Check the port number and the parameters after “?”."
    }
    func databasePasswordMissing(_ address: String, user: String) -> String {
        "The database server \(address) asks for the password of \(user) and none was given. Put it in PGPASSWORD, "
            + "in ~/.pgpass (chmod 600) or in the URL in the configuration file."
    }
    func databasePasswordWrong(_ address: String, user: String) -> String {
        "The database server \(address) did not accept the password of \(user). Check the password in the URL, "
            + "PGPASSWORD or ~/.pgpass. Nothing was changed."
    }
    func databaseAccountRefused(_ address: String, user: String) -> String {
        "The database server \(address) does not let \(user) into this database: there is no such role, pg_hba.conf "
            + "does not admit it, or it lacks the CONNECT right. Ask the PostgreSQL administrator for access."
    }
    func noSuchDatabase(_ address: String, name: String, user: String) -> String {
        "The server has no database “\(name)” (\(address)). Creating it is the PostgreSQL administrator's job: "
            + "createdb --owner=\(user) --encoding=UTF8 --template=template0 \(name); then kartoteka --db \(address) init."
    }
    func databaseTooManyConnections(_ address: String) -> String {
        "The database server \(address) has no connection to spare (max_connections). Try again later, or ask the "
            + "administrator to raise max_connections."
    }
    func databaseRefused(_ address: String) -> String {
        "The database server \(address) refused the connection. Check the user, the password and the rights on the "
            + "database; the reason is in PostgreSQL's log."
    }
    func foreignDatabase(_ address: String) -> String {
        "The database \(address) holds another program's tables and none of Kartoteka's. Nothing was changed. "
            + "Give Kartoteka an empty database of its own: createdb --owner=… --encoding=UTF8 --template=template0 kartoteka."
    }
    func foreignDatabaseFile(_ path: String) -> String {
        "The file \(path) is another program's database: its schema_migrations table is not Kartoteka's. Nothing was "
            + "changed. Give Kartoteka a file of its own: kartoteka --db library.sqlite init."
    }
    func noLibraryInDatabase(_ address: String) -> String {
        "no library in the database \(address); create it with `kartoteka --db \(address) init`"
    }
    func databaseWrongEncoding(_ address: String, encoding: String) -> String {
        "The database \(address) is in \(encoding); Kartoteka needs UTF8. Create it again: "
            + "createdb --owner=… --encoding=UTF8 --template=template0 …."
    }
    func databaseCannotCreateTables(_ address: String, user: String) -> String {
        "\(user) may not create tables in the database \(address). Make it the database's owner: "
            + "ALTER DATABASE … OWNER TO \(user). Nothing was changed."
    }
}
