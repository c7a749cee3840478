import KartotekaCore

/// One command of the CLI: its words, options, help and what it runs.
struct CommandSpec: Sendable {
    /// The words naming the command: `["book", "add"]`.
    let path: [String]
    /// One line on what it does.
    let summary: Bilingual
    /// Positional arguments after the command words: names, in order; a trailing `?` marks optional.
    let arguments: [String]
    /// The command's own options (global ones are always accepted).
    let options: [OptionSpec]
    /// Extra help text: examples, notes.
    let details: Bilingual?
    /// Whether it works while a server is set (`--server`): through the server's API, or because
    /// it needs no library at all. Commands that need the database file itself do not.
    let worksRemotely: Bool
    /// Runs the command.
    let run: @Sendable (CommandContext, CommandInput) throws -> Void

    init(_ path: String, _ summary: Bilingual, arguments: [String] = [], options: [OptionSpec] = [],
         details: Bilingual? = nil, worksRemotely: Bool = false, run: @escaping @Sendable (CommandContext, CommandInput) throws -> Void) {
        self.path = path.split(separator: " ").map(String.init)
        self.summary = summary
        self.arguments = arguments
        self.options = options
        self.details = details
        self.worksRemotely = worksRemotely
        self.run = run
    }

    /// The command's name as typed: `book add`.
    var name: String { path.joined(separator: " ") }
}
