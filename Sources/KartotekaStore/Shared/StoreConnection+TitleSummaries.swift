import KartotekaCore

/// The rows of a catalogue list, the same for both stores: the titles of a page with their copy
/// counts, read in four statements for the whole page (the titles; their copies, tallied by
/// title and by branch in ``TitleCopyTally``; the overdue loans of those that have copies out;
/// the branches' names) rather than four counts per title.
extension StoreConnection {
    /// The titles with these ids, in the order given, with their copy counts as of `today`
    /// (`YYYY-MM-DD`) — of the copies at a branch, or of all.
    package func titleSummaries(ids: [Int64], today: String, branch: BranchID?) throws -> [TitleSummary] {
        guard !ids.isEmpty else { return [] }
        let list = Self.idListValue(ids)
        let at = branch.map { " AND c.current_branch_id = \($0.rawValue)" } ?? ""
        let titles = try query("SELECT \(TitleColumns.select) FROM titles t WHERE t.id IN \(Self.idList(Self.p(1)))", values: [list]) {
            try TitleColumns.decode($0)
        }
        // A copy set aside is looked up by the partial index of holds that are in transit or
        // waiting, which SQLite uses only when the query names that index's condition.
        var tally = TitleCopyTally(countingAt: branch?.rawValue)
        for row in try query("""
            SELECT c.title_id, c.status, c.current_branch_id, x.to_branch_id,
                c.status = 'available' AND EXISTS (SELECT 1 FROM holds h WHERE h.copy_id = c.id
                    AND h.state IN ('in_transit', 'waiting') AND h.state = 'waiting')
            FROM copies c LEFT JOIN transfers x ON x.copy_id = c.id AND x.received_at IS NULL
            WHERE c.title_id IN \(Self.idList(Self.p(1)))
            """, values: [list], map: { row in
                (title: try row.int64(0), status: row.text(1), branch: try row.int64(2), goingTo: try row.optionalInt64(3),
                 setAside: try row.bool(4))
            }) {
            tally.add(title: row.title, status: row.status, branch: row.branch, goingTo: row.goingTo, setAside: row.setAside)
        }
        let counts = tally.counts
        let lent = counts.filter { $0.value.onLoan > 0 }.map(\.key)
        var overdue: [Int64: Int] = [:]
        if !lent.isEmpty {
            for row in try query("""
                SELECT c.title_id, count(*) FROM copies c JOIN loans l ON l.copy_id = c.id AND l.returned_at IS NULL
                WHERE c.title_id IN \(Self.idList(Self.p(1))) AND l.due_on < \(Self.p(2))\(at) GROUP BY c.title_id
                """, values: [Self.idListValue(lent), today], map: { row in (try row.int64(0), try row.int(1)) }) {
                overdue[row.0] = row.1
            }
        }
        let found = titles.map { record in
            let copies = counts[record.id.rawValue] ?? (0, 0, 0)
            return TitleSummary(record: record, copyCount: copies.all, availableCount: copies.available, onLoanCount: copies.onLoan,
                                overdueCount: overdue[record.id.rawValue] ?? 0)
        }
        let branches = try query("SELECT b.id, b.code, b.name FROM branches b ORDER BY b.is_main DESC, b.code", values: []) { row in
            (id: try row.int64(0), code: row.text(1), name: row.text(2))
        }
        return TitleSummaryColumns.ordered(found, by: ids, byBranch: tally.byBranch(in: branches))
    }
}
