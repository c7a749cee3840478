import KartotekaCore
import KartotekaStore

/// The PostgreSQL side of an import: titles and readers written with their search texts, and
/// the words of the titles whose savepoint was released gathered for the vocabulary, written
/// once for the batch by ``finish()``; the rest is ``ImportWriter``'s own.
final class PostgresImportWriter: ImportWriter {
    /// The store, whose row writers this uses.
    let store: PostgresLibraryStore
    /// The batch's transaction.
    let db: PostgresConnection
    /// The batch's time.
    let now: Int64
    /// The vocabulary changes of the records stored so far.
    private var vocabulary = SearchVocabularyChanges()
    /// Those of the record in progress.
    private var pending = SearchVocabularyChanges()
    /// Whether each record has its own savepoint.
    let isolatesRecords: Bool
    /// The branches of the storage places met so far.
    private var branches: [String: BranchID] = [:]

    init(store: PostgresLibraryStore, db: PostgresConnection, now: Int64, isolatesRecords: Bool) {
        self.store = store
        self.db = db
        self.now = now
        self.isolatesRecords = isolatesRecords
    }

    func savepoint(_ body: () throws -> Void) throws {
        pending = SearchVocabularyChanges()
        if isolatesRecords {
            try db.savepoint(body)
        } else {
            try body()
        }
        vocabulary.merge(pending)
    }

    func insertTitle(_ title: Title) throws -> TitleID {
        try store.insertTitleRow(db, title, now: now, vocabulary: &pending)
    }

    func updateTitle(_ id: TitleID, with title: Title) throws {
        let old = try db.titleRecord(id).title
        try store.updateTitleRow(db, id, title, replacing: old, now: now, vocabulary: &pending)
    }

    func insertCopy(_ copy: Copy, into titleID: TitleID, touchTitle: Bool) throws {
        try store.insertCopyRow(db, copy, titleID: titleID, branch: branch(of: copy.storagePlace), now: now, touchTitle: touchTitle,
                                anyBatch: true)
    }

    /// The branch whose storage place this is, looked up once per batch.
    private func branch(of place: String) throws -> BranchID {
        if let known = branches[place] { return known }
        let found = try db.branchID(storagePlace: place)
        branches[place] = found
        return found
    }

    func insertReader(_ reader: Reader) throws -> ReaderID {
        try store.insertReaderRow(db, reader, now: now)
    }

    func updateReader(_ id: ReaderID, with reader: Reader) throws {
        try store.updateReaderRow(db, id, reader, now: now)
    }

    /// Writes the batch's vocabulary changes.
    func finish() throws {
        try db.applySearchVocabulary(vocabulary)
    }
}
