/// Anything that declares an option of a command: a typed value option (``Option``) or a
/// ``Flag``. A command lists its declarations; the parser and the help read their specs.
protocol OptionDeclaration: Sendable {
    /// What the option is, for the parser and the help.
    var spec: OptionSpec { get }
}
