import Foundation
import Testing
import KartotekaCore
import KartotekaStore

/// Makes fresh, empty stores for the contract tests. A PostgreSQL store would add a factory here.
struct StoreFactory: Sendable, CustomTestStringConvertible {
    let name: String
    let make: @Sendable (_ clock: FixedClock) throws -> any LibraryStore

    var testDescription: String { name }

    static let sqlite = StoreFactory(name: "SQLite") { clock in
        try SQLiteLibraryStore(path: TemporaryDirectory.make().appendingPathComponent("library.sqlite").path,
                               clock: clock, calendar: .utc)
    }

    static let all: [StoreFactory] = [.sqlite]
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
