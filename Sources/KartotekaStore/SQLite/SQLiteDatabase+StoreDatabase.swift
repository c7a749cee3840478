/// An SQLite database as the store written over it sees it (see ``StoreDatabase``): its
/// transactions are ``SQLiteDatabase``'s own; here are its errors, its imports and its copies.
extension SQLiteDatabase: StoreDatabase {
    /// The writer's page cache during an import, in KiB: a large import writes to every index of
    /// the catalogue at random places, and re-reading evicted pages from the file would cost more
    /// than the writing. (Pages are allocated only as they are used, and given back afterwards.)
    static let importCacheKiB = 262_144

    /// ``StoreError/busy`` for a locked database, else an internal failure naming SQLite's code
    /// and message (which never hold bound values).
    package func storeError(for failure: any Error) -> any Error {
        guard let error = failure as? SQLiteError else { return failure }
        if error.code == 5 || error.code == 6 { return StoreError.busy }  // SQLITE_BUSY, SQLITE_LOCKED
        return StoreError.internalFailure(error.description)
    }

    /// Runs the batches with a larger page cache on the writer.
    package func importing<T>(_ body: () throws -> T) throws -> T {
        try withWriter { try $0.execute("PRAGMA cache_size = -\(Self.importCacheKiB)") }
        defer { _ = try? withWriter { try $0.execute("PRAGMA cache_size = -\(SQLiteConnection.writerCacheKiB)") } }
        return try body()
    }

    package static func importWriter(_ db: SQLiteConnection, now: Int64, isolatesRecords: Bool) -> any ImportWriter {
        SQLiteImportWriter(db: db, now: now, isolatesRecords: isolatesRecords)
    }

    package static func storedRowWriter(_ db: SQLiteConnection) -> any StoredRowWriting {
        SQLiteStoredRowWriter(db: db)
    }
}
