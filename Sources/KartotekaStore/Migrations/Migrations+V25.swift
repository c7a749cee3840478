extension Migrations {
    /// A return recorded without the branch that took the book back — a loan imported from IRBIS,
    /// returned there — counts at the branch that lent it, as an import now records it: 6-НК and
    /// the statistics no longer count such returns under a branch of no code, which printed as a
    /// second consolidated return. A loan closed by a loss was taken back by no desk and keeps none.
    static let v25ReturnsAtTheLendingBranch = Migration(version: 25, name: "returns at the lending branch", sqlite: """
        UPDATE loans SET returned_branch_id = lent_branch_id
        WHERE returned_at IS NOT NULL AND returned_branch_id IS NULL AND NOT EXISTS (SELECT 1 FROM losses s WHERE s.loan_id = loans.id);
        """, postgres: """
        UPDATE loans SET returned_branch_id = lent_branch_id
        WHERE returned_at IS NOT NULL AND returned_branch_id IS NULL AND NOT EXISTS (SELECT 1 FROM losses s WHERE s.loan_id = loans.id);
        """)
}
