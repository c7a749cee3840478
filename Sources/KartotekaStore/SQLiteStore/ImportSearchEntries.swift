import KartotekaCore

/// The search entries of an import batch, written after the batch's records.
///
/// FTS5 flushes its pending entries to a new index segment at every savepoint, so indexing
/// each record inside its own savepoint wrote one tiny segment per record and spent most of the
/// import merging them. The entries of records whose savepoint was released — their
/// `title_search` and `reader_search` rows and what they add to the search vocabulary — are
/// written here, in the batch's transaction, once: still all or nothing with the batch.
struct ImportSearchEntries {
    struct TitleEntry {
        let rowID: Int64
        let fields: TitleSearchFields
        /// Whether the row is new (inserted) or replaces an existing entry (updated).
        let isNew: Bool
    }

    struct ReaderEntry {
        let rowID: Int64
        let reader: Reader
        /// Whether the row is new (inserted) or replaces an existing entry (updated).
        let isNew: Bool
    }

    var titles: [TitleEntry] = []
    var readers: [ReaderEntry] = []
    var vocabulary = SearchVocabularyChanges()

    mutating func append(_ other: ImportSearchEntries) {
        titles += other.titles
        readers += other.readers
        vocabulary.merge(other.vocabulary)
    }

    func write(_ db: SQLiteConnection) throws {
        for entry in titles {
            try SQLiteSearchIndex.writeTitleEntry(db, id: entry.rowID, fields: entry.fields, isNew: entry.isNew)
        }
        for entry in readers {
            try SQLiteSearchIndex.writeReaderEntry(db, id: entry.rowID, reader: entry.reader, isNew: entry.isNew)
        }
        try db.applySearchVocabulary(vocabulary)
    }
}
