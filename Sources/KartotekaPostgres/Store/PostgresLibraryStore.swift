import Foundation
import KartotekaCore
import KartotekaStore

/// The library kept in a PostgreSQL database, for several desks and servers on one database: the
/// same protocols and rules as ``SQLiteLibraryStore`` (its methods are ``SQLLibraryStore``'s, over
/// ``PostgresDatabase``; it passes the same contract tests), with the rules enforced by the
/// database too (unique inventory numbers and tickets; one open loan per copy; plpgsql triggers
/// for what SQLite's triggers check).
///
/// Opened from a URL, `postgresql://user@host:port/dbname` (or `postgres://`). The password may be
/// in the URL or come from libpq's `PGPASSWORD` or `~/.pgpass`; it never appears in an error. The
/// database must be one the account owns (the store creates its tables there); one that cannot be
/// used is refused with a ``DatabaseAccessError`` saying what to do. While the server cannot be
/// reached, calls throw ``StoreError/databaseUnreachable(address:)``; once it answers again, the
/// store reconnects by itself.
public final class PostgresLibraryStore: SQLLibraryStore {
    package let database: PostgresDatabase
    package let clock: any LibraryClock
    package let calendar: LibraryCalendar

    /// Connects to the database at `url`, checks it and brings its schema up to date (see
    /// ``PostgresOpening`` for an empty database and a server that does not answer yet);
    /// `maximumConnections` caps the connections this store holds at once (callers beyond it wait
    /// their turn), besides the one that listens for changes.
    public init(url: String, clock: any LibraryClock, calendar: LibraryCalendar, maximumConnections: Int = 8,
                opening: PostgresOpening = PostgresOpening()) throws {
        self.clock = clock
        self.calendar = calendar
        database = PostgresDatabase(address: try PostgresAddress(parsing: url), maximumConnections: maximumConnections,
                                    opening: opening, clock: clock)
        do {
            try mapped { try database.prepareIfNeeded() }
        } catch StoreError.databaseUnreachable(_) where opening.waitsForServer {
            // Checked on first use, once the server answers.
        }
    }

    /// Whether the store has reached its database and checked it: `false` only while a server
    /// waited for (``PostgresOpening/waitsForServer``) has not answered yet.
    public var isReady: Bool {
        database.isReady
    }

    /// The URL as messages show it: without its password or parameters.
    public static func shownAddress(_ url: String) -> String {
        (try? PostgresAddress(parsing: url).displayed) ?? "postgresql://…"
    }
}
