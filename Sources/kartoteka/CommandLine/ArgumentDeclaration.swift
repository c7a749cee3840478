/// Anything that declares a positional argument of a command (``Argument``); a command lists its
/// declarations in order.
protocol ArgumentDeclaration: Sendable {
    /// What the argument is, for the parser and the help.
    var spec: ArgumentSpec { get }
}
