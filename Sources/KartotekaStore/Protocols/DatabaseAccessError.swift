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
    /// The SQLite file is another program's database: its `schema_migrations` is not Kartoteka's.
    case foreignFile(path: String)
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
        case .foreignDatabase, .foreignFile: "database_foreign"
        case .noLibrary: "no_database"
        case .wrongEncoding: "database_encoding"
        case .cannotCreateTables: "database_not_owner"
        }
    }

    /// Every case means the database cannot be used now (a server answers 503).
    public var kind: FailureKind { .unavailable }

    public var message: Bilingual {
        switch self {
        case .unsupportedAddress(let scheme): Bilingual { $0.unsupportedDatabaseAddress(scheme: scheme) }
        case .malformedAddress(let address): Bilingual { $0.malformedDatabaseAddress(address) }
        case .passwordMissing(let address, let user): Bilingual { $0.databasePasswordMissing(address, user: user) }
        case .wrongPassword(let address, let user): Bilingual { $0.databasePasswordWrong(address, user: user) }
        case .accountRefused(let address, let user): Bilingual { $0.databaseAccountRefused(address, user: user) }
        case .noSuchDatabase(let address, let name, let user): Bilingual { $0.noSuchDatabase(address, name: name, user: user) }
        case .tooManyConnections(let address): Bilingual { $0.databaseTooManyConnections(address) }
        case .refused(let address): Bilingual { $0.databaseRefused(address) }
        case .foreignDatabase(let address): Bilingual { $0.foreignDatabase(address) }
        case .foreignFile(let path): Bilingual { $0.foreignDatabaseFile(path) }
        case .noLibrary(let address): Bilingual { $0.noLibraryInDatabase(address) }
        case .wrongEncoding(let address, let encoding): Bilingual { $0.databaseWrongEncoding(address, encoding: encoding) }
        case .cannotCreateTables(let address, let user): Bilingual { $0.databaseCannotCreateTables(address, user: user) }
        }
    }
}
