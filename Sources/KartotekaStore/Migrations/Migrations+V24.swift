extension Migrations {
    /// A title keeps the IRBIS shelf code (903) its record came with, so that an export gives it
    /// back instead of making another from the pattern (loans in IRBIS point to it).
    static let v24IRBISShelfCode = Migration(version: 24, name: "IRBIS shelf code", sqlite: """
        ALTER TABLE titles ADD COLUMN irbis_shelf_code TEXT NOT NULL DEFAULT '';
        """, postgres: """
        ALTER TABLE titles ADD COLUMN irbis_shelf_code text NOT NULL DEFAULT '';
        """)
}
