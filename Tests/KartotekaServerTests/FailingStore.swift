import Foundation
import KartotekaCore
import KartotekaStore
import Synchronization

/// A failure no part of Kartoteka knows: what a broken disk, a bug in a library or a store in a
/// state nobody foresaw would throw. Its description is the cause the log must name and no
/// answer may show.
struct UnforeseenFault: Error, CustomStringConvertible {
    let description: String
}

/// The store written once over both databases (``SQLLibraryStore``), over a database that answers
/// as the SQLite database it wraps until told to fail: then every read fails with an error nobody
/// expected — for the path every unexpected failure takes to its answer. Only the small database
/// protocol is implemented here; every store method is the real one.
final class FailingStore: SQLLibraryStore {
    let database: FailingDatabase
    let clock: any LibraryClock
    let calendar: LibraryCalendar

    /// A failing store over the database of `store`.
    init(wrapping store: SQLiteLibraryStore) {
        database = FailingDatabase(wrapped: store.database)
        clock = store.clock
        calendar = store.calendar
    }

    /// Makes every later read fail with `fault`.
    func failLocations(with fault: UnforeseenFault) {
        database.failure.withLock { $0 = fault }
    }
}

/// An SQLite database whose reads fail once a failure is set.
final class FailingDatabase: StoreDatabase {
    let wrapped: SQLiteDatabase
    let failure = Mutex<UnforeseenFault?>(nil)

    init(wrapped: SQLiteDatabase) {
        self.wrapped = wrapped
    }

    func read<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        if let fault = failure.withLock({ $0 }) { throw fault }
        return try wrapped.read(body)
    }

    func write<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T { try wrapped.write(body) }
    func writeBookkeeping<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T { try wrapped.writeBookkeeping(body) }
    func writeAndRollBack<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T { try wrapped.writeAndRollBack(body) }
    func storeError(for failure: any Error) -> any Error { wrapped.storeError(for: failure) }
    func changeGeneration() throws -> UInt64 { try wrapped.changeGeneration() }
    var backupFileExtension: String { wrapped.backupFileExtension }
    func backup(to path: String) throws { try wrapped.backup(to: path) }
    static func importWriter(_ db: SQLiteConnection, now: Int64, isolatesRecords: Bool) -> any ImportWriter {
        SQLiteDatabase.importWriter(db, now: now, isolatesRecords: isolatesRecords)
    }
    static func storedRowWriter(_ db: SQLiteConnection) -> any StoredRowWriting { SQLiteDatabase.storedRowWriter(db) }
}
