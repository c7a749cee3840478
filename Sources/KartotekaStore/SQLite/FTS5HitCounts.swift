import CSQLite

/// The FTS5 function `kartoteka_hits(title_search)`: for the row at hand, how many words each
/// column holds and how often each phrase of the query occurs in each column, as a blob of
/// little-endian 16-bit counts — the column sizes, then the phrases' counts column by column.
/// ``TitleSearchStatistics`` reads it; the ranking is worked out in Swift from these counts (as
/// the PostgreSQL store works it out from the same counts in its `tsvector`).
///
/// Unlike FTS5's own `bm25()`, it does not count the documents each phrase occurs in (a scan of
/// the phrase's whole list, per query), so a row costs only what reading its own positions costs.
enum FTS5HitCounts {
    /// The function's name in SQL.
    static let name = "kartoteka_hits"

    /// The C callback, as FTS5 wants it in `xCreateFunction`.
    static let function: @convention(c) (UnsafePointer<Fts5ExtensionApi>?, OpaquePointer?, OpaquePointer?, Int32,
                                         UnsafeMutablePointer<OpaquePointer?>?) -> Void = { api, fts, context, _, _ in
        guard let api = api?.pointee, let fts, let context else { return }
        let columns = Int(api.xColumnCount(fts))
        let phrases = Int(api.xPhraseCount(fts))
        var counts = [UInt16](repeating: 0, count: columns + phrases * columns)
        for column in 0..<columns {
            var size: Int32 = 0
            if api.xColumnSize(fts, Int32(column), &size) == SQLITE_OK {
                counts[column] = UInt16(clamping: size)
            }
        }
        var instances: Int32 = 0
        if api.xInstCount(fts, &instances) == SQLITE_OK {
            for instance in 0..<instances {
                var phrase: Int32 = 0
                var column: Int32 = 0
                var offset: Int32 = 0
                guard api.xInst(fts, instance, &phrase, &column, &offset) == SQLITE_OK else { continue }
                let slot = columns + Int(phrase) * columns + Int(column)
                if slot < counts.count, counts[slot] < UInt16.max { counts[slot] += 1 }
            }
        }
        counts.withUnsafeBytes { bytes in
            // The platforms Kartoteka runs on are little-endian, as the blob is defined.
            sqlite3_result_blob(context, bytes.baseAddress, Int32(bytes.count), kartoteka_sqlite_transient())
        }
    }
}
