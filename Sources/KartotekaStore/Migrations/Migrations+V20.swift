extension Migrations {
    /// The instant a pupil left school, which the retention of their personal data runs from
    /// (152-ФЗ): written when the graduated flag is set and cleared with it. Readers who left
    /// before it take the instant their record last changed, the best the database knew.
    static let v20LeftSchoolAt = Migration(version: 20, name: "left school at", sqlite: """
        ALTER TABLE readers ADD COLUMN graduated_at INTEGER;
        UPDATE readers SET graduated_at = updated_at WHERE graduated = 1;
        """, postgres: """
        ALTER TABLE readers ADD COLUMN graduated_at bigint;
        UPDATE readers SET graduated_at = updated_at WHERE graduated;
        """)
}
