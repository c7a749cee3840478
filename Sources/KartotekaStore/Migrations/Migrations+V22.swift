extension Migrations {
    /// What a loan keeps of its reader when the anonymiser takes the reader off it, for the
    /// statistics, 6-НК and the daily register of the days gone by: a visitor mark shared by the
    /// reader's loans anonymised together (random, linked to no reader, so visits and readers
    /// served are still counted) and the reader's year of birth (the age group). Loans anonymised
    /// before it are gone; nothing can be backfilled.
    static let v22AnonymisedVisitors = Migration(version: 22, name: "anonymised visitors", sqlite: """
        ALTER TABLE loans ADD COLUMN visitor TEXT;
        ALTER TABLE loans ADD COLUMN reader_birth_year TEXT;
        """, postgres: """
        ALTER TABLE loans ADD COLUMN visitor text, ADD COLUMN reader_birth_year text;
        """)
}
