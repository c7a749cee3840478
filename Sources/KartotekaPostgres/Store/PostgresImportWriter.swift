import KartotekaCore
import KartotekaStore

/// The PostgreSQL side of an import: titles and readers written with their search texts; the
/// rest is ``ImportWriter``'s own.
struct PostgresImportWriter: ImportWriter {
    /// The store, whose row writers this uses.
    let store: PostgresLibraryStore
    /// The batch's transaction.
    let db: PostgresConnection
    /// The batch's time.
    let now: Int64

    func savepoint(_ body: () throws -> Void) throws {
        try db.savepoint(body)
    }

    func insertTitle(_ title: Title) throws -> TitleID {
        try store.insertTitleRow(db, title, now: now)
    }

    func updateTitle(_ id: TitleID, with title: Title) throws {
        try store.updateTitleRow(db, id, title, now: now)
    }

    func insertCopy(_ copy: Copy, into titleID: TitleID, touchTitle: Bool) throws {
        try store.insertCopyRow(db, copy, titleID: titleID, branch: db.branchID(storagePlace: copy.storagePlace), now: now,
                                touchTitle: touchTitle, anyBatch: true)
    }

    func insertReader(_ reader: Reader) throws -> ReaderID {
        try store.insertReaderRow(db, reader, now: now)
    }

    func updateReader(_ id: ReaderID, with reader: Reader) throws {
        try store.updateReaderRow(db, id, reader, now: now)
    }
}
