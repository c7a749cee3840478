import Foundation
import KartotekaCore

extension SQLiteLibraryStore {
    /// The writer's page cache during an import, in KiB: a large import writes to every index of
    /// the catalogue at random places, and re-reading evicted pages from the file would cost more
    /// than the writing. (Pages are allocated only as they are used, and given back afterwards.)
    static let importCacheKiB = 262_144

    public func importing<T>(_ body: () throws -> T) throws -> T {
        try mapped { try database.withWriter { try $0.execute("PRAGMA cache_size = -\(Self.importCacheKiB)") } }
        defer { _ = try? database.withWriter { try $0.execute("PRAGMA cache_size = -\(SQLiteConnection.writerCacheKiB)") } }
        return try body()
    }

    public func importBatch(_ batch: ImportBatch, dryRun: Bool) throws -> ImportOutcome {
        try ImportRun.store(batch) { isolatingRecords in
            let body: (SQLiteConnection) throws -> ImportOutcome = { db in
                // The search index is written once the batch's records are in (see ImportSearchEntries).
                let writer = SQLiteImportWriter(store: self, db: db, now: self.nowSeconds, isolatesRecords: isolatingRecords)
                let outcome = try ImportRun.run(batch, with: writer)
                try writer.kept.write()
                try writer.search.write(db)
                return outcome
            }
            return try mapped { dryRun ? try database.writeAndRollBack(body) : try database.write(body) }
        }
    }
}
