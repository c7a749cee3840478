import KartotekaCore
import KartotekaStore

extension PostgresLibraryStore {
    public func importBatch(_ batch: ImportBatch, dryRun: Bool) throws -> ImportOutcome {
        let body: (PostgresConnection) throws -> ImportOutcome = { db in
            let writer = PostgresImportWriter(store: self, db: db, now: self.nowSeconds)
            let outcome = ImportRun.run(batch, with: writer)
            try writer.finish()
            return outcome
        }
        return try mapped { dryRun ? try database.writeAndRollBack(body) : try database.write(body) }
    }
}
