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
            Bilingual { $0.databaseTooNew(found: found, known: known) }
        case .cannotOpen(let path, let reason):
            Bilingual { $0.cannotOpenDatabase(path, reason: reason) }
        case .busy:
            Bilingual { $0.databaseBusy }
        case .unreadableData(let table, let column):
            Bilingual { $0.unreadableData(table: table, column: column) }
        case .databaseUnreachable(let address):
            Bilingual { $0.databaseUnreachable(address) }
        case .internalFailure:
            Bilingual { $0.internalDatabaseError }
        }
    }
}
