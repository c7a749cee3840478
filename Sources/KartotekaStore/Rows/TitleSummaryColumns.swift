import KartotekaCore

/// How a title's list entry is read: its columns (``TitleColumns``) and its copy counts.
package enum TitleSummaryColumns {
    /// The copy counts of the title `t`, to follow ``TitleColumns/select``: all, available, on
    /// loan, overdue as of the day in parameter `today` (such as `?1` or `$1`).
    package static func counts(today: String) -> String {
        """
        (SELECT count(*) FROM copies c WHERE c.title_id = t.id),
        (SELECT count(*) FROM copies c WHERE c.title_id = t.id AND c.status = 'available'),
        (SELECT count(*) FROM copies c WHERE c.title_id = t.id AND c.status = 'on_loan'),
        (SELECT count(*) FROM loans l JOIN copies c ON c.id = l.copy_id
         WHERE c.title_id = t.id AND l.returned_at IS NULL AND l.due_on < \(today))
        """
    }

    /// The condition on the title `t` for an availability filter (`nil` for all titles);
    /// `today` gives the parameter of today's date, asked for only when the condition needs it.
    package static func condition(_ availability: Availability, today: () -> String) -> String? {
        switch availability {
        case .all:
            nil
        case .available:
            "EXISTS (SELECT 1 FROM copies a WHERE a.title_id = t.id AND a.status = 'available')"
        case .onLoan:
            "EXISTS (SELECT 1 FROM copies a WHERE a.title_id = t.id AND a.status = 'on_loan')"
        case .overdue:
            """
            t.id IN (SELECT a.title_id FROM loans o JOIN copies a ON a.id = o.copy_id
                     WHERE o.returned_at IS NULL AND o.due_on < \(today()))
            """
        }
    }

    /// Reads a list entry from a row of ``TitleColumns/select`` and ``counts(today:)``.
    package static func decode(_ row: some DatabaseRow) throws(StoreError) -> TitleSummary {
        let base = TitleColumns.count
        return TitleSummary(record: try TitleColumns.decode(row), copyCount: try row.int(base), availableCount: try row.int(base + 1),
                            onLoanCount: try row.int(base + 2), overdueCount: try row.int(base + 3))
    }

    /// The entries in the order of `ids` (a query hands them back in its own order).
    package static func ordered(_ found: [TitleSummary], by ids: [Int64]) -> [TitleSummary] {
        let byID = Dictionary(found.map { ($0.record.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }
}
