extension Migrations {
    /// An act of destruction written by a run of the library's setting keeps the day before which
    /// its loans were returned (the 1st of January of a year), so that it says exactly which loans
    /// stopped naming their readers.
    static let v27LoansReturnedBefore = Migration(version: 27, name: "loans returned before", sqlite: """
        ALTER TABLE destruction_acts ADD COLUMN loans_returned_before TEXT;
        """, postgres: """
        ALTER TABLE destruction_acts ADD COLUMN loans_returned_before text;
        """)
}
