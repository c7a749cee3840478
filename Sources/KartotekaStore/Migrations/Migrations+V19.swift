extension Migrations {
    /// What the textbook list needs of a title: its number in the Federal list of textbooks (ФПУ)
    /// and the last day it may be used (`YYYY-MM-DD`, empty: no end set). The grades stay on the
    /// textbook card.
    static let v19TextbookList = Migration(version: 19, name: "textbook list", sqlite: """
        ALTER TABLE titles ADD COLUMN fpu_number TEXT NOT NULL DEFAULT '';
        ALTER TABLE titles ADD COLUMN usable_until TEXT NOT NULL DEFAULT '';
        """, postgres: """
        ALTER TABLE titles ADD COLUMN fpu_number text NOT NULL DEFAULT '', ADD COLUMN usable_until text NOT NULL DEFAULT '';
        """)
}
