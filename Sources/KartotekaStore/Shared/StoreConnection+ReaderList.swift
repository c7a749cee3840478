import KartotekaCore

/// The readers list, written once for both stores but for the words' full-text condition, which
/// each store's index answers in its own way.
extension StoreConnection {
    /// A page of readers by name with the books each holds and how many are overdue on `today`.
    /// `fullText` is the store's condition on the words (built from the placeholder of `value`),
    /// `nil` when the text has no words; a phone number in the text also finds the readers
    /// reached at it, own or parent's (its last digits will do).
    package func listReaders(_ query: ReaderQuery, today: Day,
                             fullText: (condition: (String) -> String, value: String)?) throws -> [ReaderSummary] {
        var filter = SQLFilter(Self.parameter, after: [today.isoText])
        var matches: [String] = []
        if let fullText { matches.append(fullText.condition(filter.bind(fullText.value))) }
        if let key = query.phoneKey {
            let suffix = filter.bind("%" + key)
            matches.append("r.phone_key LIKE \(suffix) OR r.parent_phone_key LIKE \(suffix)")
        }
        if !matches.isEmpty { filter.require("(" + matches.joined(separator: " OR ") + ")") }
        if let schoolClass = query.schoolClass {
            let (grade, letter) = (filter.bind(schoolClass.grade), filter.bind(String(schoolClass.letter)))
            filter.require(ReaderColumns.inClass(grade: grade, letter: letter))
        }
        if let category = query.category { filter.require(category.name) { "r.category = \($0)" } }
        if let graduated = query.graduated { filter.require(graduated ? "r.graduated" : "NOT r.graduated") }
        let page = filter.limit(query.page)
        return try self.query("""
            SELECT \(ReaderColumns.select),
                (SELECT count(*) FROM loans l WHERE l.reader_id = r.id AND l.returned_at IS NULL),
                (SELECT count(*) FROM loans l WHERE l.reader_id = r.id AND l.returned_at IS NULL AND l.due_on < \(Self.p(1)))
            FROM readers r \(filter.whereClause)
            ORDER BY r.sort_key, r.id \(page)
            """, values: filter.values) { row in
            ReaderSummary(record: try ReaderColumns.decode(row), openLoanCount: try row.int(ReaderColumns.count),
                          overdueCount: try row.int(ReaderColumns.count + 1))
        }
    }

    /// The categories readers have, as written, in order.
    package func readerCategories() throws -> [String] {
        try query("SELECT DISTINCT category FROM readers WHERE category <> '' ORDER BY category", values: []) { $0.text(0) }
    }

    /// The classes pupils are in now, with how many pupils each has — and, given the day after
    /// which a class list's mark counts (``listCutoff(previous:today:)``), how many of them a list
    /// for the coming year placed there already.
    package func schoolClasses(placedAheadAfter cutoff: Day? = nil) throws -> [ClassSize] {
        let ahead = cutoff.map { "CASE WHEN \(Self.listedAhead(after: $0)) THEN 1 ELSE 0 END" } ?? "0"
        return try query("""
            SELECT class_grade, class_letter, count(*), coalesce(sum(\(ahead)), 0)
            FROM readers WHERE class_grade IS NOT NULL AND NOT graduated
            GROUP BY class_grade, class_letter ORDER BY class_grade, class_letter
            """, values: []) { row in
            let grade = try row.int(0)
            return ClassSize(schoolClass: try row.parsed(1) { SchoolClass(grade: grade, letter: $0) }, pupils: try row.int(2),
                             placedAhead: try row.int(3))
        }
    }

    /// The readers, not graduated, whose names fit the words typed, by name (at most `limit`): as
    /// the readers list finds them, for the desk.
    package func readersNamed(_ text: String, limit: Int, today: Day) throws -> [ReaderSummary] {
        let query = ReaderQuery(text: text, graduated: false, page: PageRequest(limit: limit))
        return Array(try listReaders(query, today: today, fullText: Self.SearchIndex.readerCondition(text)).prefix(limit))
    }
}
