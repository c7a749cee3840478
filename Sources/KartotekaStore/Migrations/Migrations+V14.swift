extension Migrations {
    /// The series a title belongs to (серия: IRBIS and RUSMARC 225 ^a, MARC 21 490 $a) and the
    /// book's number in it (225 ^v, 490 $v), as the field table of titles describes them.
    static let v14TitleSeries = Migration(version: 14, name: "title series", sqlite: """
        ALTER TABLE titles ADD COLUMN series TEXT NOT NULL DEFAULT '';
        ALTER TABLE titles ADD COLUMN series_number TEXT NOT NULL DEFAULT '';
        """, postgres: """
        ALTER TABLE titles ADD COLUMN series text NOT NULL DEFAULT '', ADD COLUMN series_number text NOT NULL DEFAULT '';
        """)
}
