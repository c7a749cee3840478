import KartotekaCore

/// How a title's list entry is read: its columns (``TitleColumns``) and its copy counts.
package enum TitleSummaryColumns {
    /// The copy counts of the title `t`, to follow ``TitleColumns/select``: all, available, on
    /// loan, overdue as of the day in parameter `today` (such as `?1` or `$1`) — of the copies at
    /// one branch (by its id), or of all. A copy on its way between branches, or waiting on the hold
    /// shelf for a reader, is not available.
    package static func counts(today: String, branch: BranchID? = nil) -> String {
        let at = atBranch("c", branch)
        return """
            (SELECT count(*) FROM copies c WHERE c.title_id = t.id\(at)),
            (SELECT count(*) FROM copies c WHERE c.title_id = t.id AND c.status = 'available'\(at)\(notTravelling("c"))),
            (SELECT count(*) FROM copies c WHERE c.title_id = t.id AND c.status = 'on_loan'\(at)),
            (SELECT count(*) FROM loans l JOIN copies c ON c.id = l.copy_id
             WHERE c.title_id = t.id AND l.returned_at IS NULL AND l.due_on < \(today)\(at))
            """
    }

    /// The condition on the title `t` for an availability filter (`nil` for all titles) among the
    /// copies at one branch (by its id) or all; `today` gives the parameter of today's date, asked
    /// for only when the condition needs it.
    package static func condition(_ availability: Availability, branch: BranchID? = nil, today: () -> String) -> String? {
        let at = atBranch("a", branch)
        switch availability {
        case .all:
            return branch == nil ? nil : "EXISTS (SELECT 1 FROM copies a WHERE a.title_id = t.id\(at))"
        case .available:
            return "EXISTS (SELECT 1 FROM copies a WHERE a.title_id = t.id AND a.status = 'available'\(at)\(notTravelling("a")))"
        case .onLoan:
            return "EXISTS (SELECT 1 FROM copies a WHERE a.title_id = t.id AND a.status = 'on_loan'\(at))"
        case .overdue:
            return """
                t.id IN (SELECT a.title_id FROM loans o JOIN copies a ON a.id = o.copy_id
                         WHERE o.returned_at IS NULL AND o.due_on < \(today())\(at))
                """
        }
    }

    /// ` AND <alias>.current_branch_id = <id>` for a branch, else nothing (the id is a number the
    /// store read itself, so it is written into the text).
    private static func atBranch(_ alias: String, _ branch: BranchID?) -> String {
        branch.map { " AND \(alias).current_branch_id = \($0.rawValue)" } ?? ""
    }

    /// ` AND` the copy `alias` is not on its way between branches, nor set aside for a hold.
    private static func notTravelling(_ alias: String) -> String {
        " AND NOT EXISTS (SELECT 1 FROM transfers x WHERE x.copy_id = \(alias).id AND x.received_at IS NULL)"
            + " AND NOT EXISTS (SELECT 1 FROM holds h WHERE h.copy_id = \(alias).id AND h.state = 'waiting')"
    }

    /// Reads a list entry from a row of ``TitleColumns/select`` and ``counts(today:)``.
    package static func decode(_ row: some DatabaseRow) throws(StoreError) -> TitleSummary {
        let base = TitleColumns.count
        return TitleSummary(record: try TitleColumns.decode(row), copyCount: try row.int(base), availableCount: try row.int(base + 1),
                            onLoanCount: try row.int(base + 2), overdueCount: try row.int(base + 3))
    }

    /// The entries in the order of `ids` (a query hands them back in its own order), each with
    /// its counts per branch.
    package static func ordered(_ found: [TitleSummary], by ids: [Int64], byBranch: [TitleID: [BranchCopyCounts]]) -> [TitleSummary] {
        let byID = Dictionary(found.map { ($0.record.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { id in
            byID[id].map { summary in
                var summary = summary
                summary.byBranch = byBranch[summary.record.id] ?? []
                return summary
            }
        }
    }
}
