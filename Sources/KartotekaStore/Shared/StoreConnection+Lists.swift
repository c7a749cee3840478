import KartotekaCore

/// The lists the fund is checked against — their imported versions and entries — the same for
/// both stores.
extension StoreConnection {
    static var listVersionColumns: String {
        "v.id, v.kind, v.imported_on, v.imported_by, v.file_name, v.entry_count, v.first_number, v.last_number, v.added, v.changed, v.removed"
    }

    static func decodeListVersion(_ row: Row, from start: Int32 = 0) throws -> ListVersionRecord {
        ListVersionRecord(id: try row.int64(start), kind: try row.parsed(start + 1, BannedListKind.init(rawValue:)),
                          importedOn: try row.day(start + 2), importedBy: row.optionalText(start + 3), fileName: row.text(start + 4),
                          entryCount: try row.int(start + 5), firstNumber: try row.int(start + 6), lastNumber: try row.int(start + 7),
                          added: try row.int(start + 8), changed: try row.int(start + 9), removed: try row.int(start + 10))
    }

    /// Keeps a new version of a list with its entries, each marked as it differs from the version
    /// before (added, its text changed, the same); counts the entries the new one no longer holds.
    package func importList(_ kind: BannedListKind, entries: [ListEntry], fileName: String, by account: String?, today: Day,
                            now: Int64) throws -> ListVersionRecord {
        var previous: [Int: String] = [:]
        if let last = try currentListVersion(kind) {
            for (number, text) in try query("SELECT number, text FROM list_entries WHERE version_id = \(Self.p(1))", values: [last.id],
                                            map: { (try $0.int(0), $0.text(1)) }) {
                previous[number] = text
            }
        }
        var unique: [Int: ListEntry] = [:]
        for entry in entries { unique[entry.number] = entry }
        let numbers = unique.keys.sorted()
        let change = { (entry: ListEntry) -> String in
            guard let before = previous[entry.number] else { return "added" }
            return before == entry.text ? "same" : "changed"
        }
        let changes = numbers.map { change(unique[$0]!) }
        let removed = previous.keys.filter { unique[$0] == nil }.count
        guard let id = try first("""
            INSERT INTO list_versions (kind, imported_on, imported_by, file_name, entry_count, first_number, last_number, added, changed,
                                       removed, created_at)
            VALUES (\(Self.parameters(11))) RETURNING id
            """, kind.rawValue, today.isoText, account, fileName, numbers.count, numbers.first ?? 0, numbers.last ?? 0,
            previous.isEmpty ? 0 : changes.filter { $0 == "added" }.count, changes.filter { $0 == "changed" }.count, removed, now,
            map: { try $0.int64(0) }) else { throw StoreError.internalFailure("the list's version did not come back") }
        for (number, change) in zip(numbers, changes) {
            let entry = unique[number]!
            try enqueue("""
                INSERT INTO list_entries (version_id, number, text, added_on, isbn, author, title, change) VALUES (\(Self.parameters(8)))
                """, values: [id, number, entry.text, entry.addedOn?.isoText, entry.isbn, entry.author, entry.title,
                              previous.isEmpty ? "same" : change])
        }
        return try listVersion(id)
    }

    /// A version of a list.
    package func listVersion(_ id: Int64) throws -> ListVersionRecord {
        guard let version = try first("SELECT \(Self.listVersionColumns) FROM list_versions v WHERE v.id = \(Self.p(1))", id,
                                      map: { try Self.decodeListVersion($0) }) else {
            throw StoreError.internalFailure("no list version \(id)")
        }
        return version
    }

    /// The newest version of a list, if one was imported.
    package func currentListVersion(_ kind: BannedListKind) throws -> ListVersionRecord? {
        try first("SELECT \(Self.listVersionColumns) FROM list_versions v WHERE v.kind = \(Self.p(1)) ORDER BY v.id DESC LIMIT 1",
                  kind.rawValue, map: { try Self.decodeListVersion($0) })
    }

    /// Every imported version, newest first.
    package func listVersions() throws -> [ListVersionRecord] {
        try query("SELECT \(Self.listVersionColumns) FROM list_versions v ORDER BY v.id DESC", values: []) { try Self.decodeListVersion($0) }
    }

    /// The entries of a version, by number: all, or those added or changed against the version before.
    package func listEntries(version: Int64, newOnly: Bool) throws -> [ListEntry] {
        try query("""
            SELECT number, text, added_on, isbn, author, title FROM list_entries
            WHERE version_id = \(Self.p(1))\(newOnly ? " AND change <> 'same'" : "") ORDER BY number
            """, values: [version]) { row in
            ListEntry(number: try row.int(0), text: row.text(1), addedOn: try row.optionalDay(2), isbn: row.text(3), author: row.text(4),
                      title: row.text(5))
        }
    }

    /// The entries of the newest version of a list that the version the last check used did not
    /// hold or held with another text (all of them before any check).
    package func listEntriesSinceLastCheck(_ kind: BannedListKind) throws -> (version: ListVersionRecord, entries: [ListEntry]) {
        guard let current = try currentListVersion(kind) else { throw InspectionError.noListImported(kind) }
        let checked = try first("SELECT version_id FROM list_checks WHERE kind = \(Self.p(1)) ORDER BY id DESC LIMIT 1", kind.rawValue,
                                map: { try $0.int64(0) })
        guard let checked else { return (current, try listEntries(version: current.id, newOnly: false)) }
        let entries = try query("""
            SELECT e.number, e.text, e.added_on, e.isbn, e.author, e.title FROM list_entries e
            WHERE e.version_id = \(Self.p(1)) AND NOT EXISTS (
                SELECT 1 FROM list_entries o WHERE o.version_id = \(Self.p(2)) AND o.number = e.number AND o.text = e.text)
            ORDER BY e.number
            """, values: [current.id, checked]) { row in
            ListEntry(number: try row.int(0), text: row.text(1), addedOn: try row.optionalDay(2), isbn: row.text(3), author: row.text(4),
                      title: row.text(5))
        }
        return (current, entries)
    }
}
