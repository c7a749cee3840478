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
    func databaseReady(_ path: String, schema: Int) -> String { "Database ready: \(path) (schema \(schema))." }
}
