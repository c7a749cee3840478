/// Copies a whole library from one store into another — titles, copies, readers, loans with their
/// history, locations, accounts with their password hashes, API tokens (as digests), settings and
/// the audit log — row for row, ids kept; not the sessions (everyone signs in again) nor the failed sign-ins.
///
/// The source is read from one snapshot; the target is written in one transaction, so a copy
/// that fails leaves it as it was. A target that holds anything is refused unless `replacing`,
/// which empties it first: copying again gives the same rows, never twice.
package enum LibraryCopy {
    /// How many rows go in one batch.
    static let batchSize = 500

    /// Copies `source` into `target` (named `targetName` in messages), handing `observe` every
    /// batch of source rows as it is copied (for checksums of what was read); returns how many
    /// rows each table got, in ``StoredTable/all`` order. The target's transaction may be run
    /// again (PostgreSQL retries one that met a deadlock): `attemptStarts` is called at the start
    /// of each run, so what `observe` gathered is forgotten with the run it came from.
    @discardableResult
    package static func copy(from source: any LibraryCopyStore, to target: any LibraryCopyStore, targetName: String, replacing: Bool,
                             observe: (StoredTable, [StoredRow]) -> Void = { _, _ in }, attemptStarts: () -> Void = {}) throws -> [Int] {
        try target.writingStoredRows { writer in
            attemptStarts()
            let held = try StoredTable.all.reduce(0) { $0 + max(0, try writer.count($1) - $1.seeded) }
            if held > 0 {
                guard replacing else { throw LibraryCopyError.targetNotEmpty(targetName, rows: held) }
                try writer.removeEverything()
            }
            let counts = try source.readingStoredRows { reader in
                try StoredTable.all.map { table in
                    var copied = 0
                    try reader.forEachBatch(of: table, size: batchSize) { rows in
                        try writer.insert(rows, into: table)
                        observe(table, rows)
                        copied += rows.count
                    }
                    return copied
                }
            }
            try writer.finish()
            return counts
        }
    }
}
