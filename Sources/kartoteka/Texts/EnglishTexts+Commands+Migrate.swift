import KartotekaCore

extension EnglishTexts: MigrateCommandTexts {
    var migrateSummary: String { "copy the whole library into another database (from SQLite into PostgreSQL, say)" }
    var migrateDetails: String {
        "Titles, copies, readers, loans with their history, locations, accounts with their passwords, API tokens, settings and the\n"
            + "audit log are copied; sessions are not (sign in again). Ids are kept. Each table's rows and checksum are printed for both\n"
            + "sides. Stop the servers on the source first. Example:\n"
            + "kartoteka migrate --from data/kartoteka.sqlite --to postgresql://kartoteka@db.example/kartoteka"
    }
    var migrateFromHelp: String { "the library to copy: an SQLite file or a PostgreSQL URL" }
    var migrateToHelp: String { "where to: an empty database (Kartoteka's tables are created in it)" }
    var migrateReplaceHelp: String { "replace whatever the --to database holds" }
    func libraryCopied(from source: String, to target: String) -> String { "Copied: \(source) → \(target)" }
    var tableColumn: String { "table" }
    var sourceRowsColumn: String { "rows" }
    var copiedRowsColumn: String { "copied" }
    var sourceChecksumColumn: String { "checksum" }
    var copyChecksumColumn: String { "of the copy" }
    var tableMatches: String { "matches" }
    var tableDiffers: String { "DIFFERS" }
    var everyTableMatches: String { "Every table matches (SHA-256 of the rows in order)." }
    func tablesDiffer(_ tables: [String]) -> String { "Different: \(tables.joined(separator: ", "))." }
}
