import KartotekaCore

/// What a store does for a catalogue search (``TitleSearch``), inside one read transaction, with
/// a filter: the word matching in its own index, and the look-ups both stores share.
///
/// Words come in groups: a title matches when it holds a word of every group (a group is one
/// word typed, or the catalogue's words that begin with the last word typed). Matches come in
/// id order, so that a search may take the first few of a large set and rank those.
package protocol TitleSearchBackend {
    /// The connection type.
    associatedtype Connection: StoreConnection

    /// The read transaction's connection.
    var db: Connection { get }
    /// Which titles the list keeps.
    var filter: TitleFilter { get }

    /// The titles holding a word of every group (in `field` only, when given), in id order,
    /// after skipping `skipping` and leaving out `excluding`; with their counts when `counting`.
    func matches(_ groups: [[String]], in field: SearchField?, limit: Int, skipping: Int, excluding: [Int64],
                 counting: Bool) throws -> [TitleMatch]
}

extension TitleSearchBackend {
    /// The titles whose title is one of these texts, case and `ё` aside (the text as typed, or
    /// its words one space apart: `физика 7 класс` for «Физика 7 класс»), in id order.
    func exactTitles(_ texts: [String], limit: Int) throws -> [Int64] {
        var values: [any DatabaseValueConvertible] = Set(texts.map(SearchText.fold)).sorted()
        let keys = Connection.parameters(values.count)
        let kept = filter.clause(for: Connection.self, appendingTo: &values)
        values.append(limit)
        return try db.query("""
            SELECT t.id FROM titles t WHERE t.title_key IN (\(keys))\(kept) ORDER BY t.id LIMIT \(Connection.p(values.count))
            """, values: values) { try $0.int64(0) }
    }

    /// For titles whose relevance ties: whether each has a copy on the shelf (at the branch,
    /// when filtered by one), and its year.
    func tieBreakers(_ ids: [Int64]) throws -> [Int64: (available: Bool, year: Int?)] {
        guard !ids.isEmpty else { return [:] }
        let branch = filter.branch.map { " AND c.current_branch_id = \($0.rawValue)" } ?? ""
        let rows = try db.query("""
            SELECT t.id, t.year, EXISTS (SELECT 1 FROM copies c WHERE c.title_id = t.id AND c.status = 'available'\(branch))
            FROM titles t WHERE t.id IN \(Connection.idList(Connection.p(1)))
            """, values: [Connection.idListValue(ids)]) { row in (try row.int64(0), try row.optionalInt(1), try row.bool(2)) }
        return Dictionary(rows.map { ($0.0, (available: $0.2, year: $0.1)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The copy whose inventory number or barcode is the text, and its title, when the title is
    /// one the list keeps.
    func copy(numbered text: String) throws -> (inventory: InventoryNumber, title: TitleID, byBarcode: Bool)? {
        var values: [any DatabaseValueConvertible] = [text]
        let kept = filter.clause(for: Connection.self, appendingTo: &values)
        return try db.query("""
            SELECT c.inventory_number, c.title_id, c.inventory_number <> \(Connection.p(1)) FROM copies c JOIN titles t ON t.id = c.title_id
            WHERE (c.inventory_number = \(Connection.p(1)) OR c.barcode = \(Connection.p(1)))\(kept)
            ORDER BY c.inventory_number <> \(Connection.p(1)) LIMIT 1
            """, values: values) { row in
            (InventoryNumber(unchecked: row.text(0)), TitleID(try row.int64(1)), try row.bool(2))
        }.first
    }

    /// The title with this ISBN, when it is one the list keeps.
    func title(isbn: ISBN) throws -> Int64? {
        var values: [any DatabaseValueConvertible] = [isbn.digits]
        let kept = filter.clause(for: Connection.self, appendingTo: &values)
        return try db.query("SELECT t.id FROM titles t WHERE t.isbn = \(Connection.p(1))\(kept)", values: values) { try $0.int64(0) }.first
    }

    /// Titles of a BBK class and its subdivisions (the index begins with the text) — or, when no
    /// BBK index does, of such a UDC class — in the order of their class, then as catalogued.
    func titles(inClass text: String, limit: Int, offset: Int) throws -> [Int64] {
        for column in ["t.bbk", "t.udc"] where try !titles(in: column, beginningWith: text, limit: 1, offset: 0).isEmpty {
            return try titles(in: column, beginningWith: text, limit: limit, offset: offset)
        }
        return []
    }

    private func titles(in column: String, beginningWith text: String, limit: Int, offset: Int) throws -> [Int64] {
        var values: [any DatabaseValueConvertible] = [text, text + "\u{10FFFF}"]
        let kept = filter.clause(for: Connection.self, appendingTo: &values)
        values += [limit, offset]
        let key = Connection.bytewise(column)
        return try db.query("""
            SELECT t.id FROM titles t WHERE \(key) >= \(Connection.p(1)) AND \(key) < \(Connection.p(2))\(kept)
            ORDER BY \(key), t.id LIMIT \(Connection.p(values.count - 1)) OFFSET \(Connection.p(values.count))
            """, values: values) { try $0.int64(0) }
    }

    /// Titles with this author sign (in any of its written forms), by author and title.
    func titles(withAuthorSign forms: [String], limit: Int, offset: Int) throws -> [Int64] {
        var values: [any DatabaseValueConvertible] = forms
        let kept = filter.clause(for: Connection.self, appendingTo: &values)
        values += [limit, offset]
        return try db.query("""
            SELECT t.id FROM titles t WHERE t.author_sign IN (\(Connection.parameters(forms.count)))\(kept)
            ORDER BY t.sort_key, t.id LIMIT \(Connection.p(values.count - 1)) OFFSET \(Connection.p(values.count))
            """, values: values) { try $0.int64(0) }
    }
}
