import KartotekaCore

/// How titles' copies stand at each branch, the same for both stores.
extension StoreConnection {
    /// The counts of each title that `condition` (on the copies `c`, with its one parameter
    /// `value` as `p(1)`) selects, per branch that has any, the main branch first: on the shelf
    /// there (not set aside for a hold), on loan from there, on their way there (see
    /// ``BranchCopyCounts``).
    package func copyCountsByBranch(titles condition: String, _ value: any DatabaseValueConvertible) throws
        -> [TitleID: [BranchCopyCounts]] {
        let rows = try query("""
            SELECT c.title_id, b.code, b.name,
                sum(CASE WHEN x.id IS NULL AND c.status = 'available'
                         AND NOT EXISTS (SELECT 1 FROM holds h WHERE h.copy_id = c.id AND h.state = 'waiting') THEN 1 ELSE 0 END),
                sum(CASE WHEN c.status = 'on_loan' THEN 1 ELSE 0 END),
                sum(CASE WHEN x.id IS NOT NULL AND c.status = 'available' THEN 1 ELSE 0 END)
            FROM copies c
            LEFT JOIN transfers x ON x.copy_id = c.id AND x.received_at IS NULL
            JOIN branches b ON b.id = coalesce(x.to_branch_id, c.current_branch_id)
            WHERE \(condition) AND c.status IN ('available', 'on_loan')
            GROUP BY c.title_id, b.id, b.code, b.name, b.is_main
            ORDER BY c.title_id, b.is_main DESC, b.code
            """, values: [value]) { row in
            (TitleID(try row.int64(0)), BranchCopyCounts(branch: BranchCode(unchecked: row.text(1)), branchName: row.text(2),
                                                          onShelf: try row.int(3), onLoan: try row.int(4), inTransit: try row.int(5)))
        }
        return Dictionary(grouping: rows, by: \.0).mapValues { $0.map(\.1) }
    }
}
