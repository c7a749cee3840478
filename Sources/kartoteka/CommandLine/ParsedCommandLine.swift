/// A command line as ``CommandLineParser`` read it: the command its leading words name (or the
/// group they start, or nothing), what followed, and the first thing wrong with it.
struct ParsedCommandLine: Sendable {
    /// The command the leading words name, if any.
    var command: (any KartotekaCommand.Type)?
    /// The leading words: the command's, or the start of a group's when no command is named.
    var words: [String] = []
    /// The options given (global and the command's) and the words after the command's.
    var arguments = ParsedArguments()
    /// The first thing wrong, if anything. The parser reads on past it, so that `--lang` and
    /// `--help` anywhere on the line still apply.
    var problem: UsageError?

    /// Keeps the first problem found.
    mutating func note(_ problem: UsageError) {
        if self.problem == nil { self.problem = problem }
    }
}
