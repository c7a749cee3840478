extension Migrations {
    /// The instant of a reader's last loan or return that their loans no longer show: the
    /// anonymiser takes the reader off returned loans after a while, and the retention of their
    /// personal data (152-ФЗ, years after the last loan) must still run from that day, not from
    /// their registration. Loans anonymised before it are gone; nothing can be backfilled.
    static let v21LastLoanKept = Migration(version: 21, name: "last loan kept", sqlite: """
        ALTER TABLE readers ADD COLUMN last_loan_at INTEGER;
        """, postgres: """
        ALTER TABLE readers ADD COLUMN last_loan_at bigint;
        """)
}
