import Foundation
import KartotekaCore

extension SQLiteLibraryStore {
    public func importBatch(_ batch: ImportBatch, dryRun: Bool) throws -> ImportOutcome {
        let body: (SQLiteConnection) throws -> ImportOutcome = { db in
            // The search index is written once the batch's records are in (see ImportSearchEntries).
            let writer = SQLiteImportWriter(store: self, db: db, now: self.nowSeconds)
            let outcome = ImportRun.run(batch, with: writer)
            try writer.search.write(db)
            return outcome
        }
        return try mapped { dryRun ? try database.writeAndRollBack(body) : try database.write(body) }
    }
}
