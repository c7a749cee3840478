import KartotekaCore
import KartotekaStore

extension PostgresLibraryStore {
    public func importBatch(_ batch: ImportBatch, dryRun: Bool) throws -> ImportOutcome {
        try ImportRun.store(batch) { isolatingRecords in
            let body: (PostgresConnection) throws -> ImportOutcome = { db in
                let writer = PostgresImportWriter(store: self, db: db, now: self.nowSeconds, isolatesRecords: isolatingRecords)
                let outcome = try ImportRun.run(batch, with: writer)
                try writer.finish()
                return outcome
            }
            return try mapped { dryRun ? try database.writeAndRollBack(body) : try database.write(body) }
        }
    }
}
