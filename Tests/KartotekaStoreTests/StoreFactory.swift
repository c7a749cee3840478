import Foundation
import Testing
import KartotekaCore
import KartotekaPostgres
import KartotekaStore
import KartotekaTestSupport

/// Makes fresh, empty stores for the contract tests: every contract test runs against each.
struct StoreFactory: Sendable, CustomTestStringConvertible {
    let name: String
    let make: @Sendable (_ clock: FixedClock) throws -> any LibraryStore

    var testDescription: String { name }

    static let sqlite = StoreFactory(name: "SQLite") { clock in
        try SQLiteLibraryStore(path: TemporaryDirectory.make().appendingPathComponent("library.sqlite").path,
                               clock: clock, calendar: .utc)
    }

    /// A new database on the tests' PostgreSQL server (see ``TestPostgres``).
    static let postgres = StoreFactory(name: "PostgreSQL") { clock in
        try PostgresLibraryStore(url: TestPostgres.freshDatabaseURL(), clock: clock, calendar: .utc)
    }

    static let all: [StoreFactory] = [.sqlite, .postgres]
}

/// A fresh directory under the system's temporary directory.
enum TemporaryDirectory {
    static func make() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("kartoteka-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
