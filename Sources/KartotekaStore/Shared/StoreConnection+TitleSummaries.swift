import KartotekaCore

/// The rows of a catalogue list, the same for both stores: the titles of a page with their copy
/// counts, read in four statements for the whole page (the titles; their copies counted by
/// title; the overdue loans of those that have copies out; the counts per branch) rather than
/// four counts per title.
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
        var counts: [Int64: (all: Int, available: Int, onLoan: Int)] = [:]
        for row in try query("""
            SELECT c.title_id, count(*),
                coalesce(sum(CASE WHEN c.status = 'available'
                    AND NOT EXISTS (SELECT 1 FROM transfers x WHERE x.copy_id = c.id AND x.received_at IS NULL)
                    AND NOT EXISTS (SELECT 1 FROM holds h WHERE h.copy_id = c.id AND h.state = 'waiting') THEN 1 ELSE 0 END), 0),
                coalesce(sum(CASE WHEN c.status = 'on_loan' THEN 1 ELSE 0 END), 0)
            FROM copies c WHERE c.title_id IN \(Self.idList(Self.p(1)))\(at) GROUP BY c.title_id
            """, values: [list], map: { row in (try row.int64(0), (try row.int(1), try row.int(2), try row.int(3))) }) {
            counts[row.0] = row.1
        }
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
        let byBranch = try copyCountsByBranch(titles: "c.title_id IN \(Self.idList(Self.p(1)))", list)
        return TitleSummaryColumns.ordered(found, by: ids, byBranch: byBranch)
    }
}
