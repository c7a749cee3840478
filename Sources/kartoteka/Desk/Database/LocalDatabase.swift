import Foundation
import KartotekaCore
import KartotekaStore
import Synchronization

/// The library database file on this computer, opened on first use. It is created (with its
/// folder) only when asked to: a mistyped `--db` must not leave an empty library behind.
final class LocalDatabase: Sendable {
    /// The file's path.
    let path: String
    private let clock: any LibraryClock
    private let calendar: LibraryCalendar
    private let opened = Mutex<SQLiteLibraryStore?>(nil)

    /// A database at a path; nothing is opened yet.
    init(path: String, clock: any LibraryClock, calendar: LibraryCalendar) {
        self.path = path
        self.clock = clock
        self.calendar = calendar
    }

    /// Whether the file exists (commands that work without a library look at it only then).
    var exists: Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// The store, opened on first use. Unless `creating`, a file that does not exist is refused
    /// before SQLite opens it (SQLite would create it).
    func store(creating: Bool = false) throws -> SQLiteLibraryStore {
        try opened.withLock { opened in
            if let opened { return opened }
            if creating {
                let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } else if !exists {
                throw MissingDatabaseError(path: path)
            }
            let store = try SQLiteLibraryStore(path: path, clock: clock, calendar: calendar)
            opened = store
            return store
        }
    }
}
