import KartotekaCore

extension EnglishTexts: LibraryCopyTexts {
    func copyTargetNotEmpty(_ target: String, rows: Int) -> String {
        "The database \(target) already holds a library (\(rows) rows); nothing was copied. Give an empty database, "
            + "or add --replace to replace everything in it with the copy."
    }
    func copyIntoSameDatabase(_ database: String) -> String {
        "--from and --to name the same database (\(database)); give another one as --to."
    }
    func copyDiffers(tables: [String]) -> String {
        "The copy differs from the source in the tables \(tables.joined(separator: ", ")). The source may have been "
            + "written to while it was copied: stop the servers on it and run again with --replace."
    }
}
