extension Migrations {
    /// A loan a stock check closed (its copy found on the shelf) says so: no reader came to the
    /// desk, so the statistics, 6-НК and the daily register count it as no return and no visit.
    static let v28LoansClosedAtCheck = Migration(version: 28, name: "loans closed at a check", sqlite: """
        ALTER TABLE loans ADD COLUMN closed_at_check INTEGER NOT NULL DEFAULT 0;
        """, postgres: """
        ALTER TABLE loans ADD COLUMN closed_at_check boolean NOT NULL DEFAULT false;
        """)
}
