import Foundation
import KartotekaCore

/// The SQLite side of an import: titles and readers written with their search entries, kept until
/// the record's savepoint is released; the rest is ``ImportWriter``'s own.
final class SQLiteImportWriter: ImportWriter {
    private let store: SQLiteLibraryStore
    /// The batch's transaction.
    let db: SQLiteConnection
    /// The batch's time.
    let now: Int64
    /// The search entries of the records stored so far.
    private(set) var search = ImportSearchEntries()
    /// The search entries of the record in progress.
    private var pending = ImportSearchEntries()

    init(store: SQLiteLibraryStore, db: SQLiteConnection, now: Int64) {
        self.store = store
        self.db = db
        self.now = now
    }

    func savepoint(_ body: () throws -> Void) throws {
        pending = ImportSearchEntries()
        try db.savepoint(body)
        search.append(pending)
    }

    func insertTitle(_ title: Title) throws -> TitleID {
        var entry: (Int64, String)?
        try store.insertTitleRow(db, title, now: now) { entry = ($0, $1) }
        if let entry { pending.titles.append(.init(rowID: entry.0, body: entry.1, isNew: true)) }
        return TitleID(db.lastInsertRowID)
    }

    func updateTitle(_ id: TitleID, with title: Title) throws {
        let assignments = TitleColumns.content.split(separator: ",")
            .map { "\($0.trimmingCharacters(in: .whitespacesAndNewlines)) = ?" }.joined(separator: ", ")
        try db.run("UPDATE titles SET \(assignments), updated_at = ? WHERE id = ?",
                   values: TitleColumns.values(title) + [now, id.rawValue])
        pending.titles.append(.init(rowID: id.rawValue, body: SearchIndex.body(of: title), isNew: false))
    }

    func insertCopy(_ copy: Copy, into titleID: TitleID, touchTitle: Bool) throws {
        try store.insertCopyRow(db, copy, titleID: titleID, branch: db.branchID(storagePlace: copy.storagePlace), now: now,
                                touchTitle: touchTitle, anyBatch: true)
    }

    func insertReader(_ reader: Reader) throws -> ReaderID {
        let id = try store.insertReaderRow(db, reader, now: now)
        pending.readers.append(.init(rowID: id.rawValue, body: SearchIndex.body(of: reader), isNew: true))
        return id
    }

    func updateReader(_ id: ReaderID, with reader: Reader) throws {
        try store.updateReaderRow(db, id, reader, now: now)
        pending.readers.append(.init(rowID: id.rawValue, body: SearchIndex.body(of: reader), isNew: false))
    }
}
