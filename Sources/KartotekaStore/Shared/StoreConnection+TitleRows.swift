import KartotekaCore

/// Title rows with their search entries, written once for both stores: what the catalogue
/// methods and the import writers share. The search columns of a row and the entries beside it are
/// the database's (``StoreSearchIndex``); the change of the words goes to a vocabulary the caller
/// writes once for its transaction (``writeVocabulary(_:)``).
extension StoreConnection {
    /// Inserts a title row with its search entry; returns its id. Its words go to `vocabulary`. A
    /// taken ISBN is told as ``CatalogError/isbnTaken(_:by:)`` when `mappingConflicts` (which costs
    /// a savepoint in PostgreSQL), else fails the transaction as it is. Without `writingEntry`, an
    /// entry kept beside the row is the caller's to write (an import writes its entries after its
    /// savepoints: FTS5 flushes its pending entries at every savepoint).
    package func insertTitleRow(_ title: Title, now: Int64, vocabulary: inout SearchVocabularyChanges,
                                mappingConflicts: Bool = true, writingEntry: Bool = true) throws -> TitleID {
        let fields = TitleSearchFields(title)
        let insert = {
            TitleID(try self.insertSearchedRow(into: "titles", content: TitleColumns.content, values: TitleColumns.values(title),
                                               search: SearchIndex.titleColumns(fields), now: now))
        }
        let id = mappingConflicts ? try mapTitleConflicts(title, insert) : try insert()
        if writingEntry { try SearchIndex.writeTitleEntry(self, id: id.rawValue, fields: fields, isNew: true) }
        vocabulary.add(fields)
        return id
    }

    /// Replaces a title row's content and search entry; the change of its words (from those of
    /// `old`) goes to `vocabulary`. A taken ISBN is told as ``CatalogError/isbnTaken(_:by:)``;
    /// `writingEntry` as for ``insertTitleRow(_:now:vocabulary:mappingConflicts:writingEntry:)``.
    /// A confirmed foreign agents' publication keeps its 18+ mark (an import that gives another
    /// leaves it; an edit is refused first, ``InspectionError/foreignAgentsPublicationStaysAdult(_:)``),
    /// so that its field is what the desk, the labels and the lists go by.
    package func updateTitleRow(_ id: TitleID, _ changed: Title, replacing old: Title, now: Int64,
                                vocabulary: inout SearchVocabularyChanges, writingEntry: Bool = true) throws {
        var title = changed
        let adult = AgeMark.eighteen.rawValue
        if old.ageMark == adult, title.ageMark != adult, try isForeignAgentsPublication(id) { title.ageMark = adult }
        if (old.documentKind == .textbook) != (title.documentKind == .textbook) {
            let accounted = try first("""
                SELECT count(*) FROM copies WHERE title_id = \(Self.p(1)) AND (\(Self.reportedCopy))
                """, id.rawValue) { try $0.int(0) } ?? 0
            guard accounted == 0 else { throw AccountingError.kindChangeMovesAccountedCopies(old.shortDescription, copies: accounted) }
        }
        if title.price != old.price {
            // The accounts have reported the copies of a closed batch or an act at the edition's
            // price (none: at nought): they keep it as their own, so that a new price changes no past period.
            let was = old.price ?? Money(kopecks: 0)
            _ = try change("""
                UPDATE copies SET price_kopecks = \(Self.p(1)), updated_at = \(Self.p(2))
                WHERE title_id = \(Self.p(3)) AND price_kopecks IS NULL AND (\(Self.reportedCopy))
                """, values: [was.kopecks, now, id.rawValue])
        }
        let fields = TitleSearchFields(title)
        try mapTitleConflicts(title) {
            try updateSearchedRow(id.rawValue, of: "titles", content: TitleColumns.content, values: TitleColumns.values(title),
                                  search: SearchIndex.titleColumns(fields), now: now)
        }
        if writingEntry { try SearchIndex.writeTitleEntry(self, id: id.rawValue, fields: fields, isNew: false) }
        vocabulary.replace(TitleSearchFields(old), with: fields)
    }

    /// Whether a row of `copies` is in what the accounts have reported: an act, or a closed batch.
    package static var reportedCopy: String {
        """
        EXISTS (SELECT 1 FROM write_off_items wi WHERE wi.copy_id = copies.id)
        OR EXISTS (SELECT 1 FROM receipts r WHERE r.year = copies.receipt_year AND r.number = copies.receipt_number AND NOT r.is_open)
        """
    }

    /// Marks a title changed at `now` (a copy of it was added, changed or removed).
    package func touchTitle(_ id: TitleID, now: Int64) throws {
        _ = try change("UPDATE titles SET updated_at = \(Self.p(1)) WHERE id = \(Self.p(2))", values: [now, id.rawValue])
    }

    /// Writes gathered changes of the search vocabulary, as this database does it fastest.
    package func writeVocabulary(_ changes: SearchVocabularyChanges) throws {
        try SearchIndex.writeVocabulary(changes, on: self)
    }

    /// Runs a title insert or update (recoverably when the title has an ISBN), turning a taken ISBN
    /// into ``CatalogError/isbnTaken(_:by:)`` naming the title that has it.
    @discardableResult
    private func mapTitleConflicts<T>(_ title: Title, _ body: () throws -> T) throws -> T {
        guard let isbn = title.isbn else { return try body() }
        do {
            return try recoverable(body)
        } catch where Self.constraintFailure(error) == .isbnTaken {
            throw CatalogError.isbnTaken(isbn, by: try titleID(isbn: isbn) ?? TitleID(0))
        }
    }
}
