import Foundation
import KartotekaCore
import KartotekaPostgres
import KartotekaStore

/// Makes fresh, empty stores for the contract tests: every contract test runs against each.
public struct StoreFactory: Sendable {
    /// The store's name in test descriptions.
    public let name: String
    /// Makes a fresh, empty store.
    public let make: @Sendable (_ clock: FixedClock) throws -> any LibraryStore

    /// A new SQLite file in a fresh directory.
    public static let sqlite = StoreFactory(name: "SQLite") { clock in
        try SQLiteLibraryStore(path: TemporaryDirectory.make().appendingPathComponent("library.sqlite").path,
                               clock: clock, calendar: .utc)
    }

    /// A new database on the tests' PostgreSQL server (see ``TestPostgres``).
    public static let postgres = StoreFactory(name: "PostgreSQL") { clock in
        try PostgresLibraryStore(url: TestPostgres.freshDatabaseURL(), clock: clock, calendar: .utc)
    }

    /// Every store, for contract tests.
    public static let all: [StoreFactory] = [.sqlite, .postgres]
}
