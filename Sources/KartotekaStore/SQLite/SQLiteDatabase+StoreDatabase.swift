/// An SQLite database as the store written over it sees it (see ``StoreDatabase``): its
/// transactions are ``SQLiteDatabase``'s own; here are its errors, its imports and its copies.
extension SQLiteDatabase: StoreDatabase {
    /// ``StoreError/busy`` for a locked database, else an internal failure naming SQLite's code
    /// and message (which never hold bound values).
    package func storeError(for failure: any Error) -> any Error {
        guard let error = failure as? SQLiteError else { return failure }
        if error.code == 5 || error.code == 6 { return StoreError.busy }  // SQLITE_BUSY, SQLITE_LOCKED
        return StoreError.internalFailure(error.description)
    }

    /// Runs the batches with a larger page cache on the writer (``SQLiteConnection/importCacheKiB``),
    /// so that the indexes' pages an import keeps touching stay at hand, then gives the pages above
    /// the writer's usual cache back. The cache is what an import's memory grows by as its file
    /// grows, until it is full: 256 MiB made a 50 MB file take some 380 MB resident (for a quarter
    /// less time), 64 MiB some 200 MB; with 32 MiB the first 20 MB of the benchmark's catalogue
    /// took 106 MiB against 51 MiB for its first 1 MB (release build).
    package func importing<T>(_ body: () throws -> T) throws -> T {
        try setWriterCache(kibibytes: SQLiteConnection.importCacheKiB)
        defer { try? setWriterCache(kibibytes: SQLiteConnection.writerCacheKiB, shrinking: true) }
        return try body()
    }

    package static func importWriter(_ db: SQLiteConnection, now: Int64, isolatesRecords: Bool) -> any ImportWriter {
        SQLiteImportWriter(db: db, now: now, isolatesRecords: isolatesRecords)
    }

    package static func storedRowWriter(_ db: SQLiteConnection) -> any StoredRowWriting {
        SQLiteStoredRowWriter(db: db)
    }
}
