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

    /// Runs the batches with the writer's own page cache (``SQLiteConnection/writerCacheKiB``):
    /// a larger one for imports made an import's memory grow with its file, up to that cache's size
    /// (256 MiB, some 380 MB resident for a 50 MB file), for a quarter less time; with the
    /// writer's 64 MiB an import's memory stays near 200 MB however large the file.
    package func importing<T>(_ body: () throws -> T) throws -> T {
        try body()
    }

    package static func importWriter(_ db: SQLiteConnection, now: Int64, isolatesRecords: Bool) -> any ImportWriter {
        SQLiteImportWriter(db: db, now: now, isolatesRecords: isolatesRecords)
    }

    package static func storedRowWriter(_ db: SQLiteConnection) -> any StoredRowWriting {
        SQLiteStoredRowWriter(db: db)
    }
}
