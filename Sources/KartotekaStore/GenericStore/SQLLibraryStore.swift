import Foundation
import KartotekaCore

/// The library kept in an SQL database, written once for SQLite and PostgreSQL: every store method
/// is one transaction through its ``StoreDatabase``, in SQL both databases read alike
/// (``StoreConnection``), with each database's own ways only where they differ (the search index,
/// constraint errors, the import and copy writers, backups). ``SQLiteLibraryStore`` and
/// `PostgresLibraryStore` conform: they open their database, and add what only they have.
///
/// A protocol with the methods in its extensions (`SQLLibraryStore+Titles.swift` and the rest)
/// rather than one class generic over its database: a public class cannot be generic over the
/// package protocol ``StoreDatabase``, whose connections and SQL stay inside the package.
package protocol SQLLibraryStore: LibraryStore, LibraryCopyStore {
    /// The database the library is kept in.
    associatedtype Database: StoreDatabase

    /// The database the library is kept in.
    var database: Database { get }
    /// What tells the time.
    var clock: any LibraryClock { get }
    /// What turns instants into the library's days.
    var calendar: LibraryCalendar { get }
}

extension SQLLibraryStore {
    public func today() -> Day {
        calendar.day(of: clock.now())
    }

    /// The current time in whole seconds, as stored.
    package var nowSeconds: Int64 {
        Int64(clock.now().timeIntervalSince1970.rounded(.down))
    }

    /// Runs a write transaction, turning database failures into store errors.
    @discardableResult
    package func write<T: Sendable>(_ body: (Database.Connection) throws -> T) throws -> T {
        try mapped { try database.write(body) }
    }

    /// Runs a read transaction, turning database failures into store errors.
    package func read<T: Sendable>(_ body: (Database.Connection) throws -> T) throws -> T {
        try mapped { try database.read(body) }
    }

    /// Runs one read statement, outside an explicit transaction where the database allows
    /// (``StoreDatabase/readOneStatement(_:)``), turning database failures into store errors.
    package func readOneStatement<T: Sendable>(_ body: (Database.Connection) throws -> T) throws -> T {
        try mapped { try database.readOneStatement(body) }
    }

    /// Runs a write transaction that records only how the library is used (see
    /// ``StoreDatabase/writeBookkeeping(_:)``), turning database failures into store errors.
    @discardableResult
    package func writeBookkeeping<T: Sendable>(_ body: (Database.Connection) throws -> T) throws -> T {
        try mapped { try database.writeBookkeeping(body) }
    }

    /// Runs `body`, turning database failures that no method turned into a domain error into store
    /// errors (``StoreDatabase/storeError(for:)``).
    @discardableResult
    package func mapped<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as any KartotekaError {
            throw error
        } catch {
            throw database.storeError(for: error)
        }
    }

    /// The parameter text of the store's connection, for SQL written in a store method (`\(Self.p(1))`).
    static func p(_ number: Int) -> String {
        Database.Connection.parameter(number)
    }

    /// The rule of the schema a failed statement broke, when a store method tells it as a domain error.
    func constraintFailure(_ error: any Error) -> ConstraintFailure? {
        Database.Connection.constraintFailure(error)
    }

    /// The schema version of the open database.
    public func schemaVersion() throws -> Int {
        try read { db in try db.first("SELECT coalesce(max(version), 0) FROM schema_migrations") { try $0.int(0) } ?? 0 }
    }

    public func changeGeneration() throws -> UInt64 {
        try mapped { try database.changeGeneration() }
    }
}
