import KartotekaAuth
import KartotekaStore

/// Row counts and SHA-256 checksums of a library's tables, computed the same way whichever
/// database the rows come from: over each table's rows in key order, each in its canonical text
/// form (``StoredRow/canonicalLine``).
struct TableChecksums {
    private var digests: [String: RunningDigest] = [:]
    private var counts: [String: Int] = [:]

    /// Adds the next rows of a table.
    mutating func add(_ rows: [StoredRow], of table: StoredTable) {
        var digest = digests[table.name] ?? RunningDigest()
        for row in rows { digest.add(row.canonicalLine) }
        digests[table.name] = digest
        counts[table.name, default: 0] += rows.count
    }

    /// The checksums of everything a store holds, read from one snapshot.
    static func of(_ store: any LibraryCopyStore) throws -> TableChecksums {
        try store.readingStoredRows { reader in
            var checksums = TableChecksums()
            for table in StoredTable.all {
                try reader.forEachBatch(of: table, size: 500) { rows in checksums.add(rows, of: table) }
            }
            return checksums
        }
    }

    /// A table's row count and checksum (in hexadecimal; that of no rows for an empty table).
    func summary(of table: StoredTable) -> (rows: Int, checksum: String) {
        (counts[table.name] ?? 0, (digests[table.name] ?? RunningDigest()).hexadecimal())
    }
}
