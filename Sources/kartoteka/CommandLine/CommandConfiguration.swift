import KartotekaCore

/// What a command is called and how its help describes it (swift-argument-parser's
/// `CommandConfiguration`): the words, a summary, notes and examples, and whether it works
/// through a server.
struct CommandConfiguration: Sendable {
    /// The words naming the command: `["book", "add"]`.
    let words: [String]
    /// One line on what it does.
    let summary: Bilingual
    /// Extra help text: examples, notes.
    let details: Bilingual?
    /// Whether it works while a server is set (`--server`): through the server's API, or because
    /// it needs no library at all. Commands that need the database file itself do not.
    let worksRemotely: Bool

    /// A command named by `words` (`"book add"`).
    init(_ words: String, _ summary: Bilingual, details: Bilingual? = nil, worksRemotely: Bool = false) {
        self.words = words.split(separator: " ").map(String.init)
        self.summary = summary
        self.details = details
        self.worksRemotely = worksRemotely
    }

    /// The command's name as typed: `book add`.
    var name: String { words.joined(separator: " ") }
}
