import KartotekaCore
import KartotekaStore

extension PostgresLibraryStore {
    public func importBatch(_ batch: ImportBatch, dryRun: Bool) throws -> ImportOutcome {
        let body: (PostgresConnection) throws -> ImportOutcome = { db in
            ImportRun.run(batch, with: PostgresImportWriter(store: self, db: db, now: self.nowSeconds))
        }
        return try mapped { dryRun ? try database.writeAndRollBack(body) : try database.write(body) }
    }
}
