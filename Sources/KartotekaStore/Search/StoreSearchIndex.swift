import KartotekaCore

/// How one database keeps the search entries of titles and readers, and searches them: SQLite in
/// FTS5 tables beside the rows (`title_search`, `reader_search`), PostgreSQL in search columns of
/// the rows themselves, from which it makes their `tsvector`s. The row writers both stores share
/// (``StoreConnection/insertTitleRow(_:now:vocabulary:mappingConflicts:writingEntry:)`` and the
/// rest) call it at every write; the catalogue and the readers list search through it.
package protocol StoreSearchIndex {
    /// The connection the entries are written and searched on.
    associatedtype Connection: StoreConnection

    /// The search columns a title row carries, with their values for a title's fields (none where
    /// the entry is kept beside the row).
    static func titleColumns(_ fields: TitleSearchFields) -> SearchColumns
    /// The search columns a reader row carries, with their values for a reader.
    static func readerColumns(_ reader: Reader) -> SearchColumns
    /// Writes the entry kept beside the title row `id`, new or replacing its old one (nothing where
    /// the row carries it).
    static func writeTitleEntry(_ db: Connection, id: Int64, fields: TitleSearchFields, isNew: Bool) throws
    /// Writes the entry kept beside the reader row `id`, new or replacing its old one.
    static func writeReaderEntry(_ db: Connection, id: Int64, reader: Reader, isNew: Bool) throws
    /// Removes the entry kept beside the title row `id`, which is being deleted.
    static func removeTitleEntry(_ db: Connection, id: Int64) throws
    /// Removes the entry kept beside the reader row `id`, which is being deleted.
    static func removeReaderEntry(_ db: Connection, id: Int64) throws
    /// Writes gathered changes of the search vocabulary, as this database does it fastest.
    static func writeVocabulary(_ changes: SearchVocabularyChanges, on db: Connection) throws
    /// A page of the catalogue list, searched through this database's side of a catalogue search
    /// (``StoreConnection/searchTitles(_:today:branch:backend:)`` with its ``TitleSearchBackend``).
    static func searchTitles(_ db: Connection, _ query: CatalogQuery, today: String, branch: BranchID?) throws -> TitleSearchResult
    /// The condition on readers `r` that their entry holds every word of `text` (each as a prefix),
    /// built from the placeholder of its value; `nil` when the text has no words.
    static func readerCondition(_ text: String) -> (condition: (String) -> String, value: String)?
}

/// Search columns of a row: their names, and their values in the same order.
package typealias SearchColumns = (names: [String], values: [any DatabaseValueConvertible])
