import KartotekaCore

extension SQLLibraryStore {
    public func importing<T>(_ body: () throws -> T) throws -> T {
        try mapped { try database.importing(body) }
    }

    /// Stores a batch through the database's import writer (``StoreDatabase/importWriter(_:now:isolatesRecords:)``),
    /// first without a savepoint for each record, then with them if that failed (``ImportRun``).
    public func importBatch(_ batch: ImportBatch, dryRun: Bool) throws -> ImportOutcome {
        try ImportRun.store(batch) { isolatingRecords in
            let body: (Database.Connection) throws -> ImportOutcome = { db in
                let writer = Database.importWriter(db, now: self.nowSeconds, isolatesRecords: isolatingRecords)
                let outcome = try ImportRun.run(batch, with: writer)
                try writer.finish()
                try db.placeReturnsAtTheLendingBranch()
                return outcome
            }
            return try mapped { dryRun ? try database.writeAndRollBack(body) : try database.write(body) }
        }
    }
}
