import KartotekaCore

/// Cataloguing, changing and removing titles, the same for both stores: what the catalogue's
/// methods and the use cases that catalogue run inside their transaction.
extension StoreConnection {
    /// Catalogues a title with its copies at a branch's desk (`nil`: the main branch). With
    /// `joiningSameISBN`, copies of a title whose ISBN is catalogued already join that title (its
    /// row locked) instead; otherwise the taken ISBN is refused as ``CatalogError/isbnTaken(_:by:)``.
    package func catalogue(_ title: Title, copies: [Copy], at branch: BranchCode?, joiningSameISBN: Bool,
                           now: Int64) throws -> CataloguingResult {
        let home = try branchID(branch)
        // Two desks cataloguing one new ISBN at once take turns: the second joins the first's title
        // (there is no row to lock until the first has made it).
        if joiningSameISBN, let isbn = title.isbn { try holdNumbering("isbn:\(isbn.digits)") }
        let existing = joiningSameISBN ? try title.isbn.flatMap { isbn in try titleID(isbn: isbn, lock: true) } : nil
        var changes = SearchVocabularyChanges()
        let id = try existing ?? insertTitleRow(title, now: now, vocabulary: &changes)
        try writeVocabulary(changes)
        for copy in copies {
            try insertCopyRow(copy, titleID: id, branch: home, now: now, touchTitle: existing != nil)
        }
        return CataloguingResult(details: try titleDetails(id), addedToExistingTitle: existing != nil)
    }

    /// Replaces a title's fields, its row locked (`old`: as the caller read it under its lock, else
    /// read and locked here); returns it as stored.
    package func updateTitle(_ id: TitleID, with title: Title, replacing old: Title? = nil, now: Int64) throws -> TitleRecord {
        let old = try old ?? titleRecord(id, lock: true).title
        var changes = SearchVocabularyChanges()
        try updateTitleRow(id, title, replacing: old, now: now, vocabulary: &changes)
        try writeVocabulary(changes)
        return try titleRecord(id)
    }

    /// Removes a title with its copies; refused while one of them is on loan, or written off by an
    /// act. Returns the title as it was.
    @discardableResult
    package func deleteTitle(_ id: TitleID) throws -> TitleRecord {
        let old = try titleRecord(id, lock: true)
        // Locking the copies first (where a write does not hold the whole database already): a
        // lend waiting on one of them finds it gone, and none can go on loan between the count
        // and the delete.
        let statuses = try query("SELECT status FROM copies WHERE title_id = \(Self.p(1))\(Self.rowLock)", values: [id.rawValue]) {
            $0.text(0)
        }
        let onLoan = statuses.filter { $0 == CopyStatus.onLoan.rawValue }.count
        guard onLoan == 0 else { throw CatalogError.titleHasCopiesOnLoan(id, count: onLoan) }
        try refuseRemovingWrittenOff(title: id)
        try SearchIndex.removeTitleEntry(self, id: id.rawValue)
        _ = try change("DELETE FROM titles WHERE id = \(Self.p(1))", values: [id.rawValue])
        var changes = SearchVocabularyChanges()
        changes.add(TitleSearchFields(old.title), by: -1)
        try writeVocabulary(changes)
        return old
    }
}
