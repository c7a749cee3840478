import KartotekaCore

/// The texts of the commands that need no library: init, ISBN checks, author signs, card parsing.
protocol GeneralCommandTexts: Sendable {
    var authorSignSummary: String { get }
    var authorSignDetails: String { get }
    var signStyleHelp: String { get }
    func noAuthorSign(_ surname: String) -> String
    var cardParseSummary: String { get }
    var isbnCheckSummary: String { get }
    func validISBN(_ isbn: ISBN) -> String
    var initSummary: String { get }
    func databaseReady(_ path: String, schema: Int) -> String
}
