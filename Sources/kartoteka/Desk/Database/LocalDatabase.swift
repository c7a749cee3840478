import Foundation
import KartotekaCore
import KartotekaPostgres
import KartotekaStore
import Synchronization

/// The library database the commands work on without a server — an SQLite file on this computer
/// or a PostgreSQL database (``DatabaseLocation``) — opened on first use.
///
/// A file is created (with its folder) only when asked to, and PostgreSQL gets Kartoteka's tables
/// only then: a mistyped `--db` must not leave an empty library behind.
final class LocalDatabase: Sendable {
    /// The `database` value as given.
    let value: String
    private let clock: any LibraryClock
    private let calendar: LibraryCalendar
    private let opened = Mutex<(any LibraryStore)?>(nil)

    /// A database named by a `database` value; nothing is opened yet.
    init(value: String, clock: any LibraryClock, calendar: LibraryCalendar) {
        self.value = value
        self.clock = clock
        self.calendar = calendar
    }

    /// Where the database is; throws for a URL of a kind Kartoteka does not use.
    var location: DatabaseLocation {
        get throws { try DatabaseLocation(value) }
    }

    /// How messages name the database: its path, or its URL without the password.
    var shown: String {
        DatabaseLocation.shown(value)
    }

    /// Whether there is a library to consult: the file exists, or a PostgreSQL database is named
    /// (commands that work without a library look at it only then).
    var exists: Bool {
        switch try? location {
        case .sqlite(let path)?: FileManager.default.fileExists(atPath: path)
        case .postgres?: true
        case nil: false
        }
    }

    /// The store, opened on first use. Unless `creating`, a file that does not exist is refused
    /// before SQLite opens it (SQLite would create it), and so is an empty PostgreSQL database.
    /// A server (`serving`, with its number of threads) waits for a PostgreSQL server that does
    /// not answer yet, and holds more connections.
    func store(creating: Bool = false, serving threads: Int? = nil) throws -> any LibraryStore {
        let location = try location
        return try opened.withLock { opened in
            if let opened { return opened }
            let store: any LibraryStore
            switch location {
            case .sqlite(let path):
                if creating {
                    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                } else if !FileManager.default.fileExists(atPath: path) {
                    throw MissingDatabaseError(path: path)
                }
                store = try SQLiteLibraryStore(path: path, clock: clock, calendar: calendar)
            case .postgres(let url):
                store = try PostgresLibraryStore(url: url, clock: clock, calendar: calendar, maximumConnections: (threads ?? 0) + 4,
                                                 opening: PostgresOpening(createsSchema: creating, waitsForServer: threads != nil,
                                                                          announcesApart: threads != nil))
            }
            opened = store
            return store
        }
    }

    /// The store as a whole-library copy reads and writes it (`migrate`); `creating` as for ``store(creating:serving:)``.
    func copyStore(creating: Bool = false) throws -> any LibraryCopyStore {
        guard let store = try store(creating: creating) as? any LibraryCopyStore else {
            preconditionFailure("every store reads and writes whole libraries")
        }
        return store
    }

    /// What tells two databases apart: the file's full path, or the server and database of a URL.
    var identity: String {
        get throws {
            switch try location {
            case .sqlite(let path): URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
            case .postgres: shown
            }
        }
    }

    /// The same database opened again with its clock stopped at `instant`, for the demo's loans in
    /// the past.
    func store(at instant: Date) throws -> any LibraryStore {
        switch try location {
        case .sqlite(let path): try SQLiteLibraryStore(path: path, clock: FixedClock(instant), calendar: calendar)
        case .postgres(let url): try PostgresLibraryStore(url: url, clock: FixedClock(instant), calendar: calendar, maximumConnections: 1)
        }
    }

    /// Whether the opened store has reached its database: `false` only for a server's PostgreSQL
    /// database that did not answer yet.
    var isReachable: Bool {
        opened.withLock { opened in (opened as? PostgresLibraryStore)?.isReady ?? true }
    }

    /// Puts a backup in the database's place: a file is replaced by a checked SQLite backup; a
    /// PostgreSQL database, which must be empty, gets a `pg_dump` backup restored into it.
    func restore(from backup: String) throws {
        switch try location {
        case .sqlite(let path): try SQLiteLibraryStore.restore(from: backup, into: path)
        case .postgres(let url): try PostgresLibraryStore.restore(from: backup, into: url)
        }
    }

    /// Leaves the database as a clean shutdown does (SQLite's write-ahead log moved into the file).
    func close() throws {
        try opened.withLock { opened in try (opened as? SQLiteLibraryStore)?.checkpoint() }
    }
}
