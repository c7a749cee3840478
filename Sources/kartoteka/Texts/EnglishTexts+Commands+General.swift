import KartotekaCore

extension EnglishTexts: GeneralCommandTexts {
    var authorSignSummary: String { "author sign from the Havkina table" }
    var authorSignDetails: String { "Through a server (--server) the library settings are not read: compact by default." }
    var signStyleHelp: String { "Л49 (compact) or Л 49 (spaced); default from the library settings" }
    func noAuthorSign(_ surname: String) -> String { "No author sign for “\(surname)”: the surname must start with a Russian or Latin letter." }
    var cardParseSummary: String { "read a QR book card text (a file, or - for standard input)" }
    var isbnCheckSummary: String { "check an ISBN and show its forms" }
    func validISBN(_ isbn: ISBN) -> String { "\(isbn.hyphenated) — a valid ISBN" + (isbn.hyphenated10.map { ", ISBN-10: \($0)" } ?? "") }
    var initSummary: String { "create the database (or bring its schema up to date)" }
    var initDetails: String {
        "An SQLite file is created with its folder. A PostgreSQL database must exist already and be empty (its administrator makes it: createdb);\n"
            + "init creates Kartoteka's tables in it. Example: kartoteka --db postgresql://kartoteka@db.example/kartoteka init"
    }
    func databaseReady(_ path: String, schema: Int) -> String { "Database ready: \(path) (schema \(schema))." }
}
