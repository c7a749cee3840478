import KartotekaCore

/// What a title's list entry needs besides its columns: the conditions of the availability
/// filters, and the order of a page's entries.
package enum TitleSummaryColumns {
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
