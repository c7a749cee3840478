extension Migrations {
    /// What the state forms and the ГОСТ Р 7.0.100-2018 description need: a title's collective
    /// author (IRBIS 710), the part of a multi-volume work (200 ^V ^I), the statements of
    /// responsibility after the authors (200 ^G) and the edition statement (205); a copy's class in
    /// the school fund for ОО-2 §2.6 (empty: by its title's kind); a loan read in the library (the
    /// reading room), which 6-НК and the daily register count apart.
    static let v17FormsAndDescription = Migration(version: 17, name: "forms and description", sqlite: """
        ALTER TABLE titles ADD COLUMN collective_author TEXT NOT NULL DEFAULT '';
        ALTER TABLE titles ADD COLUMN volume TEXT NOT NULL DEFAULT '';
        ALTER TABLE titles ADD COLUMN volume_title TEXT NOT NULL DEFAULT '';
        ALTER TABLE titles ADD COLUMN responsibility TEXT NOT NULL DEFAULT '';
        ALTER TABLE titles ADD COLUMN edition TEXT NOT NULL DEFAULT '';
        ALTER TABLE copies ADD COLUMN fund_class TEXT NOT NULL DEFAULT '';
        ALTER TABLE loans ADD COLUMN in_library INTEGER NOT NULL DEFAULT 0;
        """, postgres: """
        ALTER TABLE titles ADD COLUMN collective_author text NOT NULL DEFAULT '', ADD COLUMN volume text NOT NULL DEFAULT '',
            ADD COLUMN volume_title text NOT NULL DEFAULT '', ADD COLUMN responsibility text NOT NULL DEFAULT '',
            ADD COLUMN edition text NOT NULL DEFAULT '';
        ALTER TABLE copies ADD COLUMN fund_class text NOT NULL DEFAULT '';
        ALTER TABLE loans ADD COLUMN in_library boolean NOT NULL DEFAULT false;
        """)
}
